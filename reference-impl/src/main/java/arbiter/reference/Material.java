package arbiter.reference;

import arbiter.board.PieceType;
import arbiter.board.Position;

/** Whether neither side can ever give checkmate with what is left [ruling, from orthodox chess]. */
public final class Material {

    /** The light squares (b1, a2, ...) as a bitboard. */
    private static final long LIGHT = 0x55AA55AA55AA55AAL;

    private Material() {
    }

    /** Kings alone, a King with one Knight or Bishop, or only Bishops all on one colour of square. */
    public static boolean insufficient(Position p) {
        long kingsAndMinors = p.pieces(PieceType.KING) | p.pieces(PieceType.KNIGHT) | p.pieces(PieceType.BISHOP);
        if ((p.occupied() & ~kingsAndMinors) != 0) {
            return false;
        }
        long knights = p.pieces(PieceType.KNIGHT);
        long bishops = p.pieces(PieceType.BISHOP);
        int minors = Long.bitCount(knights | bishops);
        return minors <= 1 || (knights == 0 && ((bishops & LIGHT) == 0 || (bishops & ~LIGHT) == 0));
    }
}
