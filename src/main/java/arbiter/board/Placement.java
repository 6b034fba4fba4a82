package arbiter.board;

import java.util.Arrays;

/**
 * Where the pieces stand, as eight bitboards: one per side, one per kind; immutable. A
 * {@link Position} is one, so that a position is a single object; a {@link Draft} makes new ones.
 */
class Placement {

    /** The kind of each {@link #code(int) piece code}, null for none. */
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

    /** Every occupied square, as a {@link Bitboards bitboard}. */
    public long occupied() {
        return white | black;
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
        int kind = (int) ((kings | rooks | knights) >>> index & 1) | (int) ((queens | rooks | pawns) >>> index & 1) << 1
                | (int) ((bishops | knights | pawns) >>> index & 1) << 2;
        return kind + (int) (black >>> index & 1) * 6;
    }

    /** The kind of the piece on a square, or null. */
    PieceType kindAt(int index) {
        return KINDS[code(index)];
    }

    /** The piece on the square of an index, or null: the kinds tested in turn, which measured faster than {@link #code(int)} here. */
    Piece piece(int index) {
        long bit = 1L << index;
        if (((white | black) & bit) == 0) {
            return null;
        }
        int black6 = (black & bit) == 0 ? 0 : 6;
        return PIECES[black6 + ((pawns & bit) != 0 ? 6 : (knights & bit) != 0 ? 5 : (bishops & bit) != 0 ? 4
                : (rooks & bit) != 0 ? 3 : (queens & bit) != 0 ? 2 : 1)];
    }

    boolean samePlacement(Placement p) {
        return white == p.white && black == p.black && kings == p.kings && queens == p.queens
                && rooks == p.rooks && bishops == p.bishops && knights == p.knights && pawns == p.pawns;
    }

    /** A hash of the eight bitboards, each {@link #spread spread} first so that every square counts. */
    int placementHash() {
        return Arrays.hashCode(new long[] {spread(white), spread(black), spread(kings), spread(queens), spread(rooks), spread(bishops),
                spread(knights), spread(pawns)});
    }

    /**
     * A bitboard with its upper half folded onto the lower too: a piece is in two bitboards, so
     * with odd weights alone a change on the top squares (h8 always) cancels out of the sum.
     */
    private static long spread(long bits) {
        return bits ^ bits >>> 31;
    }
}
