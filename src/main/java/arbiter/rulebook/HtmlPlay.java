package arbiter.rulebook;

import arbiter.board.Color;
import java.util.List;
import java.util.Set;

/**
 * What an example shows, in XHTML, is written by the templates rulebook/turn (the board before with its
 * moves and after side by side, the sentence beside them), rulebook/legality (the position and the
 * statements) and rulebook/game (the record with a small board after each turn); layout uses tables only,
 * so that the PDF renderer lays it out as a browser does. Here: the texts they share.
 */
final class HtmlPlay {

    private HtmlPlay() {
    }

    /** What the example shows, by its kind (template rulebook/play). */
    static String render(Example e, Set<String> clauses) {
        return Templates.html(out -> JteplayGenerated.render(out, null, e, clauses));
    }

    /** The sentences of a record's row, one turn's after the other's. */
    static List<Phrase> sentences(List<PlayedTurn> row) {
        return row.stream().flatMap(t -> t.sentence().stream()).toList();
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
        return " Frozen: " + String.join(" ", frozen.stream().map(Object::toString).toList()) + ".";
    }
}
