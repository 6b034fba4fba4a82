package arbiter.reference;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The events of a turn in the order they are decided, and the clauses behind them. */
final class EventLog {

    private final List<Event> events = new ArrayList<>();
    private final Set<String> trace = new LinkedHashSet<>();

    void add(EventKind kind, Piece piece, Square square, Square from, String... clauses) {
        events.add(new Event(kind, side(piece.color()), PieceKind.valueOf(piece.type().name()), square.name(),
                from == null ? null : from.name(), List.of(clauses)));
        decided(clauses);
    }

    void decided(String... clauses) {
        trace.addAll(List.of(clauses));
    }

    List<Event> events() {
        return List.copyOf(events);
    }

    List<String> trace() {
        return List.copyOf(trace);
    }

    static Side side(Color color) {
        return Side.valueOf(color.name());
    }
}
