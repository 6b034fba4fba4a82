package arbiter.rulebook;

import arbiter.board.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** What an example shows, in Markdown: text diagrams side by side, the moves, the sentence. */
final class MdPlay {

    private MdPlay() {
    }

    static String render(Play play, Set<String> clauses) {
        return switch (play.kind()) {
            case TURN -> turn(play.lastTurn(), play.checks(), clauses);
            case LEGALITY -> legality(play, clauses);
            case GAME -> game(play, clauses);
        };
    }

    static String turn(PlayedTurn t, List<Phrase> checks, Set<String> clauses) {
        StringBuilder s = new StringBuilder();
        if (t.rejected()) {
            s.append(TextBoards.fenced(TextBoards.sideBySide(List.of("Before"), List.of(TextBoards.diagram(t.before())))));
        } else {
            String boards = TextBoards.sideBySide(List.of("Before", "After"), List.of(TextBoards.diagram(t.before()),
                    TextBoards.diagram(t.after())));
            List<String> marks = BookMarks.lines(t);
            s.append(TextBoards.fenced(marks.isEmpty() ? boards : boards + String.join("\n", marks) + "\n"));
        }
        s.append('\n').append(Md.text(t.caption())).append("\n\n");
        s.append(Citations.markdown(t.sentence(), clauses)).append('\n');
        if (!checks.isEmpty()) {
            s.append('\n').append(Citations.markdown(checks, clauses)).append('\n');
        }
        return s.toString();
    }

    static String legality(Play play, Set<String> clauses) {
        StringBuilder s = new StringBuilder();
        s.append(TextBoards.fenced(TextBoards.sideBySide(List.of("The position"), List.of(TextBoards.diagram(play.start())))));
        s.append('\n');
        for (Phrase p : play.checks()) {
            s.append("- ").append(Citations.markdown(List.of(p), clauses)).append('\n');
        }
        return s.toString();
    }

    static String game(Play play, Set<String> clauses) {
        StringBuilder s = new StringBuilder();
        s.append("| Turn | White | Black | What happens |\n| ---: | --- | --- | --- |\n");
        for (List<PlayedTurn> row : play.rows()) {
            PlayedTurn last = row.get(row.size() - 1);
            s.append("| ").append(last.number()).append(". | ").append(Md.text(HtmlPlay.mark(row.get(0), Color.WHITE))).append(" | ")
                    .append(Md.text(HtmlPlay.mark(last, Color.BLACK))).append(" | ")
                    .append(Citations.markdown(HtmlPlay.sentences(row), clauses)).append(" |\n");
        }
        s.append('\n');
        List<String> headings = new ArrayList<>(List.of(play.startPosition() ? "Start" : "Given"));
        List<String> boards = new ArrayList<>(List.of(TextBoards.diagram(play.start())));
        for (PlayedTurn t : play.turns()) {
            if (!t.rejected()) {
                headings.add("After " + play.label(t));
                boards.add(TextBoards.diagram(t.after()));
            }
        }
        for (int i = 0; i < boards.size(); i += 3) {
            int end = Math.min(boards.size(), i + 3);
            s.append(TextBoards.fenced(TextBoards.sideBySide(headings.subList(i, end), boards.subList(i, end))));
        }
        if (!play.checks().isEmpty()) {
            s.append('\n').append(Citations.markdown(play.checks(), clauses)).append('\n');
        }
        return s.toString();
    }
}
