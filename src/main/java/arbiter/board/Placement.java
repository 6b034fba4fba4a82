package arbiter.board;

/**
 * Where the pieces stand, as eight bitboards: one per side, one per kind; immutable. A
 * {@link Position} is one, so that a position is a single object; a {@link Draft} makes new ones.
 */
class Placement {

    /** The kind of each {@link #code(int) piece code}, null for none. */
    static final PieceType[] KINDS = new PieceType[13];
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

    final long white;
    final long black;
    final long kings;
    final long queens;
    final long rooks;
    final long bishops;
    final long knights;
    final long pawns;

    Placement(Draft d) {
        white = d.white;
        black = d.black;
        kings = d.kings;
        queens = d.queens;
        rooks = d.rooks;
        bishops = d.bishops;
        knights = d.knights;
        pawns = d.pawns;
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

    /** The piece on the square of an index, or null. */
    Piece piece(int index) {
        return PIECES[code(index)];
    }

    boolean samePlacement(Placement p) {
        return white == p.white && black == p.black && kings == p.kings && queens == p.queens
                && rooks == p.rooks && bishops == p.bishops && knights == p.knights && pawns == p.pawns;
    }

    long placementHash() {
        long h = white;
        h = h * 31 + black;
        h = h * 31 + kings;
        h = h * 31 + queens;
        h = h * 31 + rooks;
        h = h * 31 + bishops;
        h = h * 31 + knights;
        return h * 31 + pawns;
    }
}
