package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.rulebook.PlayedTurn;
import java.util.List;

/**
 * What the sentences look up in a turn besides the event they tell: the other events, the moves as
 * played (where a piece was going, which squares it crossed) and the position before.
 *
 * @param events every event of the turn
 * @param turn   the turn as played
 * @param before the position before it
 */
public record TurnFacts(List<Event> events, PlayedTurn turn, Position before) {

    public TurnFacts {
        events = List.copyOf(events);
    }

    /** The first event of that kind, side and square; null if none. */
    public Event find(EventKind kind, Side side, String square) {
        return events.stream().filter(e -> e.kind() == kind && e.side() == side && square.equals(e.square())).findFirst()
                .orElse(null);
    }

    /** The plain-move event of {@code side} ending on {@code square}; null if none. */
    public Event arrival(Side side, String square) {
        return find(EventKind.MOVED, side, square);
    }

    /** The move {@code side} played from {@code square}; null if none. */
    public Move moveFrom(Side side, String square) {
        return moves(side).stream().filter(m -> m.from().name().equals(square)).findFirst().orElse(null);
    }

    /** The move of {@code side} whose path crosses {@code square} (its ends excluded); null if none. */
    public Move moveThrough(Side side, String square) {
        return moves(side).stream().filter(m -> m.from().between(m.to()).contains(Square.parse(square))).findFirst().orElse(null);
    }

    public List<Move> moves(Side side) {
        return turn.coordinatesOf(side == Side.WHITE ? Color.WHITE : Color.BLACK).stream().map(TurnFacts::readable)
                .filter(m -> m != null).toList();
    }

    public static Side other(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }

    private static Move readable(String text) {
        try {
            return Move.parseCoordinate(text);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
