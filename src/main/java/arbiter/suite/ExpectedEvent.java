package arbiter.suite;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** An event as a scenario states it: what, whose piece, which piece, where. */
record ExpectedEvent(EventKind kind, Side side, PieceKind piece, String square) {

    static ExpectedEvent of(Event e) {
        return new ExpectedEvent(e.kind(), e.side(), e.piece(), e.square());
    }

    /** The events of an answer other than plain moves, as {@link #toString} writes them. */
    static List<String> of(TurnResult.Resolved answer) {
        return answer.events().stream().filter(e -> !TurnUnderTest.isMove(e)).map(e -> of(e).toString()).toList();
    }

    /** Reads a row of the events table (columns event, side, piece, square); what is wrong comes back as a message. */
    static ExpectedEvent parse(Map<String, String> row, StepTracker.Location where) {
        return parse(cell(row, "event", where), cell(row, "side", where), cell(row, "piece", where), cell(row, "square", where), where);
    }

    private static String cell(Map<String, String> row, String column, StepTracker.Location where) {
        if (!row.containsKey(column)) {
            throw new ScenarioError(where, "the events table needs the columns event | side | piece | square");
        }
        String value = row.get(column);
        if (value == null || value.isBlank()) {
            throw new ScenarioError(where, "an events row has no " + column + ": fill it in, or leave the whole row empty"
                    + " (an outline's row that stands for no event)");
        }
        return value;
    }

    private static ExpectedEvent parse(String event, String side, String piece, String square, StepTracker.Location where) {
        EventKind kind = lookup(EventKind.class, event.trim().replace(' ', '_').replace('-', '_'));
        Side s = lookup(Side.class, side);
        PieceKind p = lookup(PieceKind.class, piece);
        if (kind == null || kind == EventKind.MOVED) {
            throw new ScenarioError(where, "\"" + event + "\" is not an event; use " + String.join(", ", words()));
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

    /** The words of every event kind a scenario may expect: "captured", "failed capture", ... (all but moves). */
    static List<String> words() {
        return Arrays.stream(EventKind.values()).filter(k -> k != EventKind.MOVED).map(ExpectedEvent::words).toList();
    }

    private static String words(EventKind kind) {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
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
        String k = words(kind);
        String p = piece.name().charAt(0) + piece.name().substring(1).toLowerCase(Locale.ROOT);
        String s = side.name().charAt(0) + side.name().substring(1).toLowerCase(Locale.ROOT);
        return k + " " + s + " " + p + " " + square;
    }
}
