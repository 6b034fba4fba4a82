package arbiter.board;

/**
 * Where the pieces stand, as eight bitboards: one per side, one per kind. Mutable only while a
 * {@link Position.Builder} or a move being played fills a fresh copy; a {@link Position} never
 * changes the one it holds.
 */
final class Placement {

    private long white;
    private long black;
    private long kings;
    private long queens;
    private long rooks;
    private long bishops;
    private long knights;
    private long pawns;

    Placement copy() {
        Placement c = new Placement();
        c.white = white;
        c.black = black;
        c.kings = kings;
        c.queens = queens;
        c.rooks = rooks;
        c.bishops = bishops;
        c.knights = knights;
        c.pawns = pawns;
        return c;
    }

    long occupied() {
        return white | black;
    }

    long side(Color color) {
        return color == Color.WHITE ? white : black;
    }

    long kind(PieceType type) {
        return switch (type) {
            case KING -> kings;
            case QUEEN -> queens;
            case ROOK -> rooks;
            case BISHOP -> bishops;
            case KNIGHT -> knights;
            case PAWN -> pawns;
        };
    }

    /** The kind of the piece on a square, or null. */
    PieceType kindAt(int index) {
        long bit = 1L << index;
        if (((white | black) & bit) == 0) {
            return null;
        }
        return (pawns & bit) != 0 ? PieceType.PAWN : (knights & bit) != 0 ? PieceType.KNIGHT
                : (bishops & bit) != 0 ? PieceType.BISHOP : (rooks & bit) != 0 ? PieceType.ROOK
                : (queens & bit) != 0 ? PieceType.QUEEN : PieceType.KING;
    }

    Piece pieceAt(int index) {
        PieceType type = kindAt(index);
        return type == null ? null : Piece.of((white & (1L << index)) != 0 ? Color.WHITE : Color.BLACK, type);
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

    @Override
    public boolean equals(Object o) {
        return o instanceof Placement p && white == p.white && black == p.black && kings == p.kings && queens == p.queens
                && rooks == p.rooks && bishops == p.bishops && knights == p.knights && pawns == p.pawns;
    }

    @Override
    public int hashCode() {
        long h = white;
        h = h * 31 + black;
        h = h * 31 + kings;
        h = h * 31 + queens;
        h = h * 31 + rooks;
        h = h * 31 + bishops;
        h = h * 31 + knights;
        h = h * 31 + pawns;
        return Long.hashCode(h);
    }
}
