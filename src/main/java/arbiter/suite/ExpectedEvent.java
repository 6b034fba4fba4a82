package arbiter.suite;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import java.util.Locale;

/** An event as a scenario states it: what, whose piece, which piece, where. */
record ExpectedEvent(EventKind kind, Side side, PieceKind piece, String square) {

    static ExpectedEvent of(Event e) {
        return new ExpectedEvent(e.kind(), e.side(), e.piece(), e.square());
    }

    /** Reads a row of the events table; null fields come back as a message. */
    static ExpectedEvent parse(String event, String side, String piece, String square, StepTracker.Location where) {
        EventKind kind = lookup(EventKind.class, event.replace(' ', '_'));
        Side s = lookup(Side.class, side);
        PieceKind p = lookup(PieceKind.class, piece);
        if (kind == null || kind == EventKind.MOVED) {
            throw new ScenarioError(where, "\"" + event + "\" is not an event; use captured, absorbed, collision,"
                    + " failed capture, promoted, frozen, check or checkmate");
        }
        if (s == null) {
            throw new ScenarioError(where, "\"" + side + "\" is not a side; use White or Black");
        }
        if (p == null) {
            throw new ScenarioError(where, "\"" + piece + "\" is not a piece; use King, Queen, Rook, Bishop, Knight or Pawn");
        }
        if (arbiter.board.Square.parse(square.trim()) == null) {
            throw new ScenarioError(where, "\"" + square + "\" is not a square (a1 to h8)");
        }
        return new ExpectedEvent(kind, s, p, square.trim());
    }

    private static <E extends Enum<E>> E lookup(Class<E> type, String text) {
        for (E value : type.getEnumConstants()) {
            if (value.name().equalsIgnoreCase(text.trim())) {
                return value;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        String k = kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        String p = piece.name().charAt(0) + piece.name().substring(1).toLowerCase(Locale.ROOT);
        String s = side.name().charAt(0) + side.name().substring(1).toLowerCase(Locale.ROOT);
        return k + " " + s + " " + p + " " + square;
    }
}
