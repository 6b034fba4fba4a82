package arbiter.rulebook;

import arbiter.board.Color;
import java.util.List;

/**
 * One turn of an example as the reference settled it.
 *
 * @param number     the turn's number within the example (from 1; a game's own numbering)
 * @param white      White's move as the scenario writes it ({@code Ra1-a4}, {@code O-O})
 * @param black      Black's move as written
 * @param first      who registered first, or null when the order must not matter (settled White first)
 * @param before     the position before the turn, as FEN
 * @param whiteMove  White's move in coordinate form ({@code a1a4})
 * @param blackMove  Black's move in coordinate form
 * @param after      the position after the turn, as FEN, or null when the turn was rejected
 * @param sentence   what happened and why, from the turn's events and outcome
 */
public record PlayedTurn(int number, String white, String black, Color first, String before, String whiteMove,
        String blackMove, String after, List<Phrase> sentence) {

    public PlayedTurn {
        sentence = List.copyOf(sentence);
    }

    /** True when the reference refused the turn (a move was illegal). */
    public boolean rejected() {
        return after == null;
    }

    /** The move of one side as written. */
    public String moveOf(Color side) {
        return side == Color.WHITE ? white : black;
    }

    /** The caption of the moves: "White: Ra1-a4 · Black: Nb6-a4 (White registered first)". */
    public String caption() {
        return "White: " + white + " \u00b7 Black: " + black
                + (first == null ? "" : " (" + first.title() + " registered first)");
    }
}
