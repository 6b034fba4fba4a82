package arbiter.rulebook;

import arbiter.board.GameNotation;
import arbiter.board.TurnPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** The chapters after the clauses, in Markdown: the edition differences, the sample game and the notes on the sources. */
final class MdChapters {

    private MdChapters() {
    }

    static void sourceNotes(StringBuilder s, Book book) {
        RulebookMarkdown.anchor(s, Anchors.SOURCE_NOTES);
        s.append("## Notes on the sources\n\nPlaces where the rule text is itself faulty, and how this book reads it.\n\n");
        for (SourceNote n : book.sourceNotes()) {
            s.append("- **").append(Md.text(n.where())).append(".** ").append(Md.text(n.text())).append('\n');
        }
        s.append('\n');
    }

    static void differences(StringBuilder s, Book book) {
        Set<String> clauses = book.clauseIds();
        RulebookMarkdown.anchor(s, Anchors.DIFFERENCES);
        String title = Contrast.chapter(book.contrasts());
        s.append("## ").append(title).append("\n\nThe same position and the same moves, played under each ")
                .append(title.startsWith("Edition") ? "edition" : "game").append(".\n\n");
        for (Contrast c : book.contrasts()) {
            RulebookMarkdown.anchor(s, c.anchor());
            s.append("### ").append(Md.text(c.title())).append("\n\n");
            for (String p : c.description()) {
                s.append(Md.text(p)).append("\n\n");
            }
            List<String> headings = new ArrayList<>();
            List<String> befores = new ArrayList<>();
            List<String> afters = new ArrayList<>();
            for (Contrast.Row r : c.rows()) {
                headings.add(r.ruleset());
                PlayedTurn t = r.play().lastTurn();
                befores.add(TextBoards.diagram(t == null ? r.play().start() : t.before()));
                if (t != null && !t.rejected()) {
                    afters.add(TextBoards.diagram(t.after()));
                }
            }
            if (c.sharedStart()) {
                s.append(TextBoards.fenced(TextBoards.sideBySide(List.of("Before, in both " + c.kinds()), List.of(befores.get(0)))));
            } else {
                s.append(TextBoards.fenced(TextBoards.sideBySide(headings.stream().map(h -> "Before, " + h).toList(), befores)));
            }
            PlayedTurn shown = c.rows().get(0).play().lastTurn();
            if (shown != null) {
                s.append('\n').append(Md.text(shown.caption())).append("\n\n");
            }
            if (afters.size() == c.rows().size()) {
                s.append(TextBoards.fenced(TextBoards.sideBySide(headings.stream().map(h -> "After, " + h).toList(), afters)));
            }
            s.append("\n|");
            c.rows().forEach(r -> s.append(" ").append(Md.text(Editions.name(r.ruleset()))).append(" (`").append(r.ruleset()).append("`) |"));
            s.append("\n|");
            c.rows().forEach(r -> s.append(" --- |"));
            s.append("\n|");
            for (Contrast.Row r : c.rows()) {
                List<Phrase> all = new ArrayList<>();
                if (r.play().lastTurn() != null) {
                    all.addAll(r.play().lastTurn().sentence());
                }
                all.addAll(r.play().checks());
                s.append(' ').append(Citations.markdown(all, clauses)).append(" |");
            }
            s.append("\n\n");
        }
    }

    static void sampleGame(StringBuilder s, Book book) {
        Example e = book.sampleGame();
        RulebookMarkdown.anchor(s, Anchors.SAMPLE_GAME);
        s.append("## The sample game\n\n");
        BookClause clause = book.clauseOf(e.id());
        if (clause != null) {
            clause.statement().forEach(p -> s.append(Md.text(p)).append("\n\n"));
        }
        s.append("The game is [Example ").append(e.number()).append("](#").append(e.anchor()).append("), *").append(Md.text(e.title()))
                .append("*. Here it is turn by turn.\n\n");
        for (String p : e.description()) {
            s.append(Md.text(p)).append("\n\n");
        }
        s.append(TextBoards.fenced(record(e.play().turns()))).append('\n');
        for (PlayedTurn t : e.play().turns()) {
            s.append("### Turn ").append(e.play().label(t)).append("\n\n").append(MdPlay.turn(t, List.of(), book.clauseIds())).append('\n');
        }
    }

    /** The game in the notation of the rule text ({@link GameNotation#format}), one turn a line. */
    static String record(List<PlayedTurn> turns) {
        return GameNotation.format(turns.stream()
                .map(t -> new GameNotation.Turn(t.number(), new TurnPlan(t.white(), t.black(), t.order()), 0)).toList())
                .replace(System.lineSeparator(), "\n").stripTrailing();
    }
}
