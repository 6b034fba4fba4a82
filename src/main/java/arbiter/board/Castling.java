package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Castling as a shape: the King moves two squares toward a Rook that keeps its right, and the
 * Rook lands on the square the King crossed. This works for any King file, so it covers the
 * XYMYX start with the Black King on d8. Which attacks bar it is each ruleset's business.
 *
 * @param king    the King's square
 * @param kingTo  where the King lands
 * @param rook    the Rook's square
 * @param rookTo  where the Rook lands (the square the King crosses)
 */
public record Castling(Square king, Square kingTo, Square rook, Square rookTo) {

    /** The castlings whose right stands and whose squares between King and Rook are empty. */
    public static List<Castling> available(Position p, Color color) {
        List<Castling> found = new ArrayList<>(2);
        Square king = p.kingOf(color);
        if (king == null || king.rank() != color.homeRank()) {
            return found;
        }
        long rooks = p.castlingBits() & p.pieces(color, PieceType.ROOK) & Bitboards.rank(king.rank());
        for (; rooks != 0; rooks &= rooks - 1) {
            Square rook = Square.of(Long.numberOfTrailingZeros(rooks));
            int dir = Integer.signum(rook.file() - king.file());
            if (Math.abs(rook.file() - king.file()) >= 3 && (Bitboards.between(king.index(), rook.index()) & p.occupied()) == 0) {
                found.add(new Castling(king, Square.of(king.index() + 2 * dir), rook, Square.of(king.index() + dir)));
            }
        }
        return found;
    }

    /** The castling a King move stands for, if it is one of the available ones, else null. */
    public static Castling matching(Position p, Move move) {
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.type() != PieceType.KING || Math.abs(move.to().file() - move.from().file()) != 2
                || move.to().rank() != move.from().rank()) {
            return null;
        }
        for (Castling c : available(p, piece.color())) {
            if (c.kingTo == move.to()) {
                return c;
            }
        }
        return null;
    }

    public Move move() {
        return Move.of(king, kingTo);
    }

    /** Whether no square the King stands on, crosses or lands on is attacked by {@code by}. */
    public boolean kingPathSafe(Position p, Color by) {
        return !Attacks.isAttacked(p, king.index(), by, 0) && !Attacks.isAttacked(p, rookTo.index(), by, 0)
                && !Attacks.isAttacked(p, kingTo.index(), by, 0);
    }
}
