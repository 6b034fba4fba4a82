package arbiter.board;

/**
 * Where the pieces stand, as eight bitboards: one per side, one per kind. Mutable only while a
 * {@link Position.Builder} or a move being played fills a fresh copy; a {@link Position} never
 * changes the one it holds.
 */
final class Placement {

    private static final PieceType[] KINDS = new PieceType[13];
    private static final Piece[] PIECES = new Piece[13];

    static {
        for (Color color : Color.values()) {
            for (PieceType type : PieceType.values()) {
                int code = 1 + type.ordinal() + 6 * color.ordinal();
                KINDS[code] = type;
                PIECES[code] = Piece.of(color, type);
            }
        }
    }

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

    /**
     * The piece on a square as a number: 0 for none, else 1 + its kind's ordinal, plus 6 for Black;
     * without a branch, as move generation and FEN writing look at every square.
     */
    int code(int index) {
        int kind = (int) (kings >>> index & 1) | (int) (queens >>> index & 1) * 2 | (int) (rooks >>> index & 1) * 3
                | (int) (bishops >>> index & 1) * 4 | (int) (knights >>> index & 1) * 5 | (int) (pawns >>> index & 1) * 6;
        return kind + (int) (black >>> index & 1) * 6;
    }

    /** The kind of the piece on a square, or null. */
    PieceType kindAt(int index) {
        return KINDS[code(index)];
    }

    Piece pieceAt(int index) {
        return PIECES[code(index)];
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
