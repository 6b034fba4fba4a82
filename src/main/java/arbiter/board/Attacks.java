package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/** Which squares the pieces of a side attack, by orthodox movement (pawns attack diagonally). */
public final class Attacks {

    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static final int[][] STRAIGHT = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    static final int[][] DIAGONAL = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    private Attacks() {
    }

    /** Whether any piece of {@code by} attacks {@code target}. */
    public static boolean isAttacked(Position p, Square target, Color by) {
        return isAttacked(p, target.index(), by, 0);
    }

    /**
     * Whether any piece of {@code by} attacks {@code target}, treating {@code absent} (may be null)
     * as an empty square: a King that steps away from a slider along its line is still attacked.
     */
    public static boolean isAttacked(Position p, Square target, Color by, Square absent) {
        return isAttacked(p, target.index(), by, absent == null ? 0 : absent.bit());
    }

    /**
     * Whether any piece of {@code by} attacks the square of index {@code target}, the squares of
     * {@code absent} (a bitboard) counting as empty for the lines of Rooks, Bishops and Queens and
     * their own pieces not attacking.
     */
    public static boolean isAttacked(Position p, int target, Color by, long absent) {
        long them = p.pieces(by);
        if ((Bitboards.knightAttacks(target) & them & p.pieces(PieceType.KNIGHT)) != 0
                || (Bitboards.kingAttacks(target) & them & p.pieces(PieceType.KING)) != 0
                || (Bitboards.pawnAttacks(by.opposite(), target) & them & p.pieces(PieceType.PAWN)) != 0) {
            return true;
        }
        long occupied = p.occupied() & ~absent;
        long queens = p.pieces(PieceType.QUEEN);
        long sliders = them & ~absent;
        return (Bitboards.rookAttacks(target, occupied) & sliders & (p.pieces(PieceType.ROOK) | queens)) != 0
                || (Bitboards.bishopAttacks(target, occupied) & sliders & (p.pieces(PieceType.BISHOP) | queens)) != 0;
    }

    /** Whether the King of {@code color} is attacked by the other side. */
    public static boolean inCheck(Position p, Color color) {
        long king = p.pieces(color, PieceType.KING);
        return king != 0 && isAttacked(p, Long.numberOfTrailingZeros(king), color.opposite(), 0);
    }

    /** The squares of the pieces of {@code by} that attack {@code target}, a1 to h8. */
    public static List<Square> attackers(Position p, Square target, Color by) {
        long bits = attackerBits(p, target.index(), by, p.occupied());
        List<Square> found = new ArrayList<>(Long.bitCount(bits));
        for (long rest = bits; rest != 0; rest &= rest - 1) {
            found.add(Square.of(Long.numberOfTrailingZeros(rest)));
        }
        return found;
    }

    /** The pieces of {@code by} that attack the square of index {@code target} when {@code occupied} holds the pieces, as a bitboard. */
    public static long attackerBits(Position p, int target, Color by, long occupied) {
        long queens = p.pieces(PieceType.QUEEN);
        long bits = Bitboards.knightAttacks(target) & p.pieces(PieceType.KNIGHT)
                | Bitboards.kingAttacks(target) & p.pieces(PieceType.KING)
                | Bitboards.pawnAttacks(by.opposite(), target) & p.pieces(PieceType.PAWN)
                | Bitboards.rookAttacks(target, occupied) & (p.pieces(PieceType.ROOK) | queens)
                | Bitboards.bishopAttacks(target, occupied) & (p.pieces(PieceType.BISHOP) | queens);
        return bits & p.pieces(by) & occupied;
    }

    /** Whether the piece on {@code from} attacks {@code target} (false for an empty square). */
    public static boolean attacks(Position p, Square from, Square target) {
        Piece piece = p.pieceAt(from);
        if (piece == null || from == target) {
            return false;
        }
        return (Bitboards.attacks(piece.type(), piece.color(), from.index(), p.occupied()) & target.bit()) != 0;
    }
}
