package arbiter.board;

/**
 * A placement being drafted: the eight bitboards of a {@link Placement}, changeable, for a
 * {@link Position.Builder} or a move being played before the new position is made of it.
 */
final class Draft {

    long white;
    long black;
    long kings;
    long queens;
    long rooks;
    long bishops;
    long knights;
    long pawns;

    /** An empty board. */
    Draft() {
    }

    /** A copy of a placement to change. */
    Draft(Placement p) {
        white = p.white;
        black = p.black;
        kings = p.kings;
        queens = p.queens;
        rooks = p.rooks;
        bishops = p.bishops;
        knights = p.knights;
        pawns = p.pawns;
    }

    /** Empties the squares of {@code bits}. */
    void clear(long bits) {
        long keep = ~bits;
        white &= keep;
        black &= keep;
        kings &= keep;
        queens &= keep;
        rooks &= keep;
        bishops &= keep;
        knights &= keep;
        pawns &= keep;
    }

    /** Adds a piece on the squares of {@code bits}, which must be empty. */
    void add(Color color, PieceType type, long bits) {
        if (color == Color.WHITE) {
            white |= bits;
        } else {
            black |= bits;
        }
        switch (type) {
            case KING -> kings |= bits;
            case QUEEN -> queens |= bits;
            case ROOK -> rooks |= bits;
            case BISHOP -> bishops |= bits;
            case KNIGHT -> knights |= bits;
            case PAWN -> pawns |= bits;
        }
    }

    void put(int index, Piece piece) {
        clear(1L << index);
        if (piece != null) {
            add(piece.color(), piece.type(), 1L << index);
        }
    }
}
