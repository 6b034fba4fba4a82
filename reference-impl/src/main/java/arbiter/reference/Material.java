package arbiter.reference;

import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;

/** Whether neither side can ever give checkmate with what is left [ruling, from orthodox chess]. */
public final class Material {

    private Material() {
    }

    /** Kings alone, a King with one Knight or Bishop, or only Bishops all on one colour of square. */
    public static boolean insufficient(Position p) {
        int minors = 0;
        int knights = 0;
        boolean lightBishop = false;
        boolean darkBishop = false;
        for (Color color : Color.values()) {
            for (Square s : p.squaresOf(color)) {
                Piece piece = p.pieceAt(s);
                switch (piece.type()) {
                    case KING -> { }
                    case KNIGHT -> {
                        knights++;
                        minors++;
                    }
                    case BISHOP -> {
                        minors++;
                        lightBishop |= s.isLight();
                        darkBishop |= !s.isLight();
                    }
                    default -> {
                        return false;
                    }
                }
            }
        }
        return minors <= 1 || (knights == 0 && !(lightBishop && darkBishop));
    }

}
