package arbiter.api;

import java.util.List;

/**
 * Something that happened in a turn.
 *
 * @param kind    what happened; never null
 * @param side    the side of the piece it happened to (for {@link EventKind#CHECK} and
 *                {@link EventKind#CHECKMATE}: the side whose King it is); never null
 * @param piece   that piece (after promotion, for {@link EventKind#PROMOTED}); never null
 * @param square  where it happened, as each {@link EventKind} says: the landing square of a move,
 *                the square of a capture, collision, failed capture, promotion, frozen piece or
 *                checked King; never null
 * @param from    the square the piece started from, for the kinds whose description names one
 *                ({@link EventKind#MOVED}, {@link EventKind#FAILED_CAPTURE}, {@link EventKind#BOUNCED},
 *                {@link EventKind#INTERCEPTED}, {@link EventKind#CAPTURE_CANCELLED},
 *                {@link EventKind#CASTLED}); otherwise null
 * @param clauses the clause ids that decided it (may be empty); never null
 * @since 0.1
 */
public record Event(EventKind kind, Side side, PieceKind piece, String square, String from, List<String> clauses) {

    public Event {
        clauses = List.copyOf(clauses);
    }
}
