package arbiter.reference;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The events of a turn in the order they are decided, and the clauses behind them: what a game's
 * ruleset fills while it resolves a turn, and reads back into its {@link Resolution}.
 */
public final class EventLog {

    private static final PieceKind[] KINDS = new PieceKind[PieceType.values().length];

    static {
        for (PieceType type : PieceType.values()) {
            KINDS[type.ordinal()] = PieceKind.valueOf(type.name());
        }
    }

    private final List<Event> events = new ArrayList<>();
    private final List<String> trace = new ArrayList<>();

    /** Records an event of {@code piece} on {@code square} ({@code from}: where it came from, or null) and its clauses. */
    public void add(EventKind kind, Piece piece, Square square, Square from, String... clauses) {
        events.add(new Event(kind, side(piece.color()), KINDS[piece.type().ordinal()], square.name(),
                from == null ? null : from.name(), List.of(clauses)));
        decided(clauses);
    }

    /** Records clauses that decided the turn without an event of their own. */
    public void decided(String... clauses) {
        for (String clause : clauses) {
            if (!trace.contains(clause)) {
                trace.add(clause);
            }
        }
    }

    /** The events so far, in order. */
    public List<Event> events() {
        return List.copyOf(events);
    }

    /** The clauses so far, each once, in the order first recorded. */
    public List<String> trace() {
        return List.copyOf(trace);
    }

    /** The adapter interface's name for a board colour. */
    public static Side side(Color color) {
        return color == Color.WHITE ? Side.WHITE : Side.BLACK;
    }
}
