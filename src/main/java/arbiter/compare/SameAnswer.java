package arbiter.compare;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import java.util.List;
import java.util.Objects;

/**
 * What counts as the same answer to a turn, the one definition that {@code conform} (the suite),
 * {@code resolve --adapter}, {@code fuzz} and {@code perft} use (docs/protocol.md, "resolve"):
 * <ul>
 *   <li>a rejection: the side and the move rejected (not the reason);</li>
 *   <li>a turn carried out: the whole position after it, read and written back (so spacing, the
 *       order of the extra fields and of the en passant squares do not count); its events other
 *       than {@code moved}, as a multiset of kind, side, piece and square ({@code from} and clauses
 *       not compared); and its outcome, whole (status, winner, reason). The trace is not compared.</li>
 * </ul>
 * A scenario states only part of an answer (a diagram compares no clocks), so the suite compares
 * the parts it states, each as here.
 */
public final class SameAnswer {

    private SameAnswer() {
    }

    /** Whether two answers are the same; a null answer (none) is the same only as another null. */
    public static boolean same(TurnResult a, TurnResult b) {
        return Objects.equals(a == null ? null : key(a), b == null ? null : key(b));
    }

    /** The answer as compared, as one text: two answers are the same exactly when these are equal. */
    public static String key(TurnResult result) {
        if (result instanceof TurnResult.Rejected r) {
            return "rejected " + r.side() + " " + r.move();
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        return "resolved " + position(r.position()) + " | " + events(r.events()) + " | " + r.outcome();
    }

    /** Whether an event is compared: every kind but {@code moved}, which explains the answer and is shown only. */
    public static boolean compared(Event event) {
        return event == null || event.kind() != EventKind.MOVED;
    }

    /** The compared events (kind side piece square), sorted, as texts. */
    public static List<String> events(List<Event> events) {
        return events.stream().filter(SameAnswer::compared).map(SameAnswer::event).sorted().toList();
    }

    /**
     * The position as compared: read and written back as Arbiter writes it, so that two spellings of
     * one position are one text; a FEN that cannot be read stays as it is, marked.
     */
    public static String position(String fen) {
        try {
            return Fen.format(Fen.parse(fen));
        } catch (NotationException | NullPointerException e) {
            return "unreadable " + fen;
        }
    }

    private static String event(Event e) {
        return e == null ? "null" : e.kind() + " " + e.side() + " " + e.piece() + " " + e.square();
    }
}
