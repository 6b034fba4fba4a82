package arbiter.rulebook;

import arbiter.board.Color;
import java.util.List;
import java.util.Set;

/**
 * What an example shows, in XHTML: for a turn the board before (with its moves) and after side by
 * side and the sentence beside them; for a question of legality the position and the statements;
 * for a game its record with a small board after each turn. Layout uses tables only, so that the
 * PDF renderer lays it out as a browser does.
 */
final class HtmlPlay {

    private HtmlPlay() {
    }

    static String render(Example e, Set<String> clauses) {
        Play play = e.play();
        return switch (play.kind()) {
            case TURN -> turn(e, play.lastTurn(), play.checks(), clauses);
            case LEGALITY -> legality(e, play, clauses);
            case GAME -> game(e, play, clauses);
        };
    }

    private static String turn(Example e, PlayedTurn t, List<Phrase> checks, Set<String> clauses) {
        StringBuilder s = new StringBuilder("<table class=\"play\"><tr>");
        s.append("<td class=\"board\">").append(BookBoards.before(t, BookBoards.EXAMPLE, "Example " + e.number() + ", before the turn"))
                .append("<p class=\"cap\"><span class=\"cap-h\">Before.</span> ").append(Xml.text(t.caption())).append("</p></td>");
        if (t.rejected()) {
            s.append("<td class=\"board rejected\"><p class=\"no-after\">The turn is not carried out: the board stays as it was.</p></td>");
        } else {
            s.append("<td class=\"board\">").append(BookBoards.after(t.after(), BookBoards.EXAMPLE, "Example " + e.number() + ", after the turn"))
                    .append("<p class=\"cap\"><span class=\"cap-h\">After.</span>").append(frozenNote(t.after())).append("</p></td>");
        }
        s.append("<td class=\"says\"><p class=\"sentence\">").append(Citations.html(t.sentence(), clauses)).append("</p>");
        if (!checks.isEmpty()) {
            s.append("<p class=\"checks\">").append(Citations.html(checks, clauses)).append("</p>");
        }
        return s.append("</td></tr></table>\n").toString();
    }

    private static String legality(Example e, Play play, Set<String> clauses) {
        StringBuilder s = new StringBuilder("<table class=\"play\"><tr><td class=\"board\">");
        s.append(BookBoards.position(play.start(), play.probes(), BookBoards.EXAMPLE, "Example " + e.number() + ", the position"));
        s.append("<p class=\"cap\"><span class=\"cap-h\">The position.</span>").append(frozenNote(play.start()));
        if (BookBoards.drawsProbes(play.probes())) {
            s.append(" Arrows: the moves below, marked yes or no.");
        }
        s.append("</p></td><td class=\"says wide\"><ul class=\"checks\">");
        for (Phrase p : play.checks()) {
            s.append("<li>").append(Citations.html(List.of(p), clauses)).append("</li>");
        }
        return s.append("</ul></td></tr></table>\n").toString();
    }

    private static String game(Example e, Play play, Set<String> clauses) {
        StringBuilder s = new StringBuilder();
        s.append("<table class=\"record\"><tr><th class=\"no\">Turn</th><th>White</th><th>Black</th><th>What happens</th></tr>");
        for (List<PlayedTurn> row : play.rows()) {
            PlayedTurn last = row.get(row.size() - 1);
            s.append("<tr><td class=\"no\">").append(last.number()).append(".</td><td class=\"mv\">")
                    .append(Xml.text(mark(row.get(0), Color.WHITE))).append("</td><td class=\"mv\">").append(Xml.text(mark(last, Color.BLACK)))
                    .append("</td><td>").append(Citations.html(sentences(row), clauses)).append("</td></tr>");
        }
        s.append("</table>\n<div class=\"strip\">");
        s.append(cell(BookBoards.position(play.start(), List.of(), BookBoards.GAME, "Example " + e.number() + ", the start"),
                play.startPosition() ? "Start" : "Given"));
        for (PlayedTurn t : play.turns()) {
            String title = "Example " + e.number() + ", after turn " + play.label(t);
            s.append(t.rejected() ? cell("<p class=\"no-after\">rejected</p>", "Turn " + play.label(t))
                    : cell(BookBoards.afterInGame(t, BookBoards.GAME, title), "After " + play.label(t)));
        }
        s.append("</div>\n");
        if (!play.checks().isEmpty()) {
            s.append("<p class=\"checks\">").append(Citations.html(play.checks(), clauses)).append("</p>\n");
        }
        return s.toString();
    }

    /** The sentences of a record's row, one turn's after the other's. */
    static List<Phrase> sentences(List<PlayedTurn> row) {
        return row.stream().flatMap(t -> t.sentence().stream()).toList();
    }

    private static String cell(String board, String caption) {
        return "<div class=\"mini\">" + board + "<p class=\"cap\">" + Xml.text(caption) + "</p></div>";
    }

    /**
     * A player's moves in a game record as written: the game notation's {@code *} on the move
     * registered first, a player's two moves as "e4, then Nf3", "does not move" for none.
     */
    static String mark(PlayedTurn t, Color side) {
        List<String> moves = t.movesOf(side);
        if (moves.isEmpty()) {
            return "does not move";
        }
        return String.join(", then ", moves) + (t.first() == side ? "*" : "");
    }

    /** " Frozen: d1 h8." for a position with frozen pieces, else "". */
    static String frozenNote(String fen) {
        var frozen = BookBoards.parse(fen).frozen();
        if (frozen.isEmpty()) {
            return "";
        }
        return " Frozen: " + Xml.text(String.join(" ", frozen.stream().map(Object::toString).toList())) + ".";
    }
}
