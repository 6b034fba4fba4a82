package arbiter.api;

/**
 * The kind of a piece named in an event.
 *
 * @since 0.1
 */
public enum PieceKind {
    KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN
}
