package arbiter.api;

/**
 * The kinds of {@link Event}.
 *
 * @since 0.1
 */
public enum EventKind {
    /** A piece moved (each piece of a castling moves). */
    MOVED,
    /** An enemy piece was taken (the event's piece is the one taken). */
    CAPTURED,
    /** A player's own piece was taken by its own side (the event's piece is the one removed). */
    ABSORBED,
    /** A piece lost a collision on a square both players moved to and was removed. */
    COLLISION,
    /** A piece moved to take a piece that left in the same turn; nothing was taken. */
    FAILED_CAPTURE,
    /** A pawn became the event's piece. */
    PROMOTED,
    /** A piece may not move in the next turn. */
    FROZEN,
    /** A King is in check after the turn. */
    CHECK,
    /** A King is checkmated after the turn. */
    CHECKMATE
}
