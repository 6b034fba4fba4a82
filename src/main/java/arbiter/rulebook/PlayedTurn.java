package arbiter.rulebook;

import arbiter.api.Event;
import arbiter.board.Color;
import arbiter.board.TurnPlan;
import arbiter.report.TurnCaption;
import java.util.List;
import java.util.Locale;

/**
 * One turn of an example as the reference settled it.
 *
 * @param number      the turn's number within the example (from 1; a game's own numbering, which
 *                    two-move games give both players' halves)
 * @param white       White's moves as the scenario writes them ({@code Ra1-a4}, {@code O-O}), in the
 *                    order played; empty when White does not move
 * @param black       Black's moves as written, likewise
 * @param order       how the registration order is given; {@link TurnPlan.Order#EITHER} is settled White first
 * @param before      the position before the turn, as FEN
 * @param whiteMoves  White's moves in coordinate form ({@code a1a4}), in the same order
 * @param blackMoves  Black's moves in coordinate form
 * @param after       the position after the turn, as FEN, or null when the turn was rejected
 * @param sentence    what happened and why, from the turn's events and outcome
 * @param events      the events the reference reported for the turn; empty when it was rejected
 */
public record PlayedTurn(int number, List<String> white, List<String> black, TurnPlan.Order order, String before,
        List<String> whiteMoves, List<String> blackMoves, String after, List<Phrase> sentence, List<Event> events) {

    public PlayedTurn {
        white = List.copyOf(white);
        black = List.copyOf(black);
        whiteMoves = List.copyOf(whiteMoves);
        blackMoves = List.copyOf(blackMoves);
        sentence = List.copyOf(sentence);
        events = List.copyOf(events);
    }

    /** The same turn with its sentence. */
    PlayedTurn withSentence(List<Phrase> words) {
        return new PlayedTurn(number, white, black, order, before, whiteMoves, blackMoves, after, words, events);
    }

    /** True when the reference refused the turn (a move was illegal). */
    public boolean rejected() {
        return after == null;
    }

    /** The moves of one side as written. */
    public List<String> movesOf(Color side) {
        return side == Color.WHITE ? white : black;
    }

    /** The moves of one side in coordinate form. */
    public List<String> coordinatesOf(Color side) {
        return side == Color.WHITE ? whiteMoves : blackMoves;
    }

    /** Who registered first, or null when the order is open or nobody did. */
    public Color first() {
        return order == TurnPlan.Order.WHITE_FIRST ? Color.WHITE : order == TurnPlan.Order.BLACK_FIRST ? Color.BLACK : null;
    }

    /** True when both players move this turn. */
    public boolean bothMove() {
        return !white.isEmpty() && !black.isEmpty();
    }

    /** The order as the suite's reports write it: "white", "black", "none", or null when open. */
    public String orderWord() {
        Color first = first();
        return first != null ? first.title().toLowerCase(Locale.ROOT) : order == TurnPlan.Order.NONE ? "none" : null;
    }

    /**
     * The caption of the moves: "White: Ra1-a4 · Black: Nb6-a4 (White registered first)",
     * "... (registered at the same instant)"; a player's moves of a turn of consecutive moves alone:
     * "White: 1. e2-e4, 2. e4-e5".
     */
    public String caption() {
        List<String> alone = white.isEmpty() ? black : black.isEmpty() ? white : List.of();
        if (alone.size() > 1) {
            List<String> numbered = new java.util.ArrayList<>();
            for (int i = 0; i < alone.size(); i++) {
                numbered.add((i + 1) + ". " + alone.get(i));
            }
            return (white.isEmpty() ? "Black: " : "White: ") + String.join(", ", numbered);
        }
        String note = first() != null ? first().title() + " registered first"
                : order == TurnPlan.Order.NONE && bothMove() ? "registered at the same instant" : null;
        return TurnCaption.of(white, black, note);
    }
}
