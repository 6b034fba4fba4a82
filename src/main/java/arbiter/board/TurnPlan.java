package arbiter.board;

import java.util.List;

/**
 * The moves of one turn as a scenario writes them, before any is read against a position: each
 * player's moves in the order played (empty for a player who does not move) and how the
 * registration order is given.
 *
 * @param white White's moves as written ({@code Ra1-a4}, {@code e2e4}, {@code O-O})
 * @param black Black's moves as written
 * @param order how the registration order is given
 */
public record TurnPlan(List<String> white, List<String> black, Order order) {

    public TurnPlan {
        white = List.copyOf(white);
        black = List.copyOf(black);
    }

    /** How a turn gives the registration order. */
    public enum Order {
        /** White registered first. */
        WHITE_FIRST,
        /** Black registered first. */
        BLACK_FIRST,
        /** Not given: the result must be the same whichever player registered first (the turn is resolved both ways). */
        EITHER,
        /** Nobody registered first: both at the same instant, or only one player moves. */
        NONE
    }

    /** One move each, in the given order. */
    public static TurnPlan oneEach(String white, String black, Color first) {
        return new TurnPlan(List.of(white), List.of(black), first == null ? Order.EITHER
                : first == Color.WHITE ? Order.WHITE_FIRST : Order.BLACK_FIRST);
    }

    /** A player's moves as written. */
    public List<String> movesOf(Color side) {
        return side == Color.WHITE ? white : black;
    }

    /** The player who registered first, or null ({@link Order#EITHER}, {@link Order#NONE}). */
    public Color first() {
        return order == Order.WHITE_FIRST ? Color.WHITE : order == Order.BLACK_FIRST ? Color.BLACK : null;
    }
}
