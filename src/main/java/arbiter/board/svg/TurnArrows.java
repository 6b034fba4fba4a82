package arbiter.board.svg;

import arbiter.board.Color;
import arbiter.board.Move;
import java.util.List;

/**
 * A player's moves of one turn as arrows on a diagram, in the player's colour: a single move with
 * the label the caller gives (e.g. "1st" for the move registered first), several moves numbered
 * 1, 2, ... in the order played. A text that is not a coordinate move, or a move that stays on its
 * square, gets no arrow (its number is kept for the moves after it).
 */
public final class TurnArrows {

    private TurnArrows() {
    }

    /**
     * @param coordinates the moves in coordinate form, in the order played; may hold any text
     * @param single      the label of a lone move, or null for none
     */
    public static Annotations add(Annotations a, List<String> coordinates, Color side, String single) {
        Annotations out = a;
        for (int i = 0; i < coordinates.size(); i++) {
            Move move = readable(coordinates.get(i));
            if (move != null && !move.from().equals(move.to())) {
                out = out.withArrow(move, side, coordinates.size() == 1 ? single : String.valueOf(i + 1));
            }
        }
        return out;
    }

    /** The squares the moves leave and reach, for a soft fill; unreadable moves are left out. */
    public static Annotations highlight(Annotations a, List<String> coordinates) {
        Annotations out = a;
        for (String text : coordinates) {
            Move move = readable(text);
            if (move != null) {
                out = out.withHighlighted(move.from(), move.to());
            }
        }
        return out;
    }

    private static Move readable(String text) {
        try {
            return text == null ? null : Move.parseCoordinate(text);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
