package arbiter.api;

/**
 * The vocabulary of {@link Event}s: one list for every ruleset, each kind with its meaning and the
 * square it names. A ruleset uses the kinds it needs (its document lists them); a ruleset that
 * needs a new one adds it here, with its meaning, so that every implementation and report reads
 * it the same way. Unless a kind says otherwise, the event's side and piece are those of the piece
 * it happened to, and {@code from} is null.
 *
 * @since 0.1 (the kinds after {@link #CHECKMATE} since 0.2)
 */
public enum EventKind {
    /** A piece moved: square is where it landed, from where it started (each piece of a castling moves). */
    MOVED,
    /** An enemy piece was taken: the event names the piece taken and its square. */
    CAPTURED,
    /** A player's own piece was taken by its own side: the event names the piece removed and its square. */
    ABSORBED,
    /** A piece lost a collision on a square both players moved to and was removed from that square. */
    COLLISION,
    /** A piece moved to take a piece that left in the same turn; nothing was taken. Square: the target; from: its start. */
    FAILED_CAPTURE,
    /** A pawn became the event's piece on the square where it promoted. */
    PROMOTED,
    /** The piece on the square may not move in the next turn. */
    FROZEN,
    /** A King is in check after the turn: side and square are the King's. */
    CHECK,
    /** A King is checkmated: side and square are the King's. */
    CHECKMATE,
    /**
     * A piece went back to the square it started from (Zeitgeist): square is the square it aimed
     * at, from the square it is back on.
     *
     * @since 0.2
     */
    BOUNCED,
    /**
     * A moving piece was stopped on its way (SimulChess): square is where it stopped, from where it
     * started. The piece that stopped it is reported as {@link #DESTROYED}.
     *
     * @since 0.2
     */
    INTERCEPTED,
    /**
     * A capture was called off because the capturing piece's starting square was attacked
     * (SimulChess): square is the target, from the start, which the piece did not leave.
     *
     * @since 0.2
     */
    CAPTURE_CANCELLED,
    /**
     * A piece was taken by a piece that was itself captured on its way (SimulChess): the event
     * names the piece taken and its square.
     *
     * @since 0.2
     */
    CHAIN_CAPTURE,
    /**
     * A piece was removed by a rule other than a capture, an absorption or a collision: two pieces
     * destroying each other in a swap or a crossing, or a piece that intercepted another. Square:
     * where it was removed.
     *
     * @since 0.2
     */
    DESTROYED,
    /**
     * A player castled: piece is the King, square where the King landed, from where it started.
     * Reported besides the two {@link #MOVED} events by rulesets that count castling as state
     * (RevoChess, once per game).
     *
     * @since 0.2
     */
    CASTLED,
    /**
     * A King was taken (rather than {@link #CAPTURED}): side and square are the King's.
     *
     * @since 0.2
     */
    KING_CAPTURED,
    /**
     * A castling was called off because the other player's move of the same turn made it illegal
     * (SimulChess): piece is the King, square where it would have landed, from where it stays.
     *
     * @since 0.2
     */
    CASTLING_PREVENTED;

    /** The kind's name on the protocol and in reports: {@code "failed-capture"}. */
    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** Whether version 1 of this interface and its protocol knew this kind. */
    public boolean inVersion1() {
        return ordinal() <= CHECKMATE.ordinal();
    }
}
