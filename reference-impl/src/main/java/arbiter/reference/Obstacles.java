package arbiter.reference;

import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The reasons of a rejection: which pieces attack a square, which piece stands in a move's way, what
 * is wrong with a promotion letter.
 */
public final class Obstacles {

    private Obstacles() {
    }

    /** "Black's Bishop on b7" or "Black's Bishop on b7 and Knight on c5": who attacks {@code target}, with {@code absent} lifted off the board (may be null). */
    public static String attackers(Position p, Square target, Color by, Square absent) {
        Position board = absent == null ? p : p.toBuilder().remove(absent).build();
        List<String> names = new ArrayList<>();
        for (Square s : Attacks.attackers(board, target, by)) {
            names.add(board.pieceAt(s).type().title() + " on " + s);
        }
        return by.title() + "'s " + String.join(" and ", names);
    }

    /**
     * What is wrong with the promotion letter of {@code move} of {@code piece}, or null when nothing
     * is: only a pawn reaching the last rank is promoted, and it names the piece it becomes.
     */
    public static Reason wrongPromotion(Piece piece, Move move) {
        boolean pawn = piece.type() == PieceType.PAWN;
        boolean lastRank = move.to().rank() == piece.color().opposite().homeRank();
        if (move.promotion() != null && !pawn) {
            return new Reason("promotion-not-pawn", "only a pawn is promoted, and " + move.coordinate() + " is a move of the " + piece
                    + " on " + move.from());
        }
        if (pawn && lastRank && move.promotion() == null) {
            String c = move.coordinate();
            return new Reason("promotion-unnamed", "a pawn reaching the last rank names the piece it becomes (" + c + "q, " + c + "r, "
                    + c + "b or " + c + "n)");
        }
        if (pawn && !lastRank && move.promotion() != null) {
            return new Reason("promotion-early", "a pawn is promoted only on the last rank, and " + move.to() + " is not on it");
        }
        return null;
    }

    /**
     * Whether {@code move} of {@code piece} is what an en passant capture would be: a pawn's step one
     * square diagonally forward to an empty square, beside an enemy pawn on the rank it leaves.
     */
    public static boolean enPassantAttempt(Position p, Piece piece, Move move) {
        if (piece.type() != PieceType.PAWN || Math.abs(move.to().file() - move.from().file()) != 1
                || move.to().rank() - move.from().rank() != piece.color().forward() || !p.isEmpty(move.to())) {
            return false;
        }
        Piece beside = p.pieceAt(Square.at(move.to().file(), move.from().rank()));
        return beside != null && beside.color() != piece.color() && beside.type() == PieceType.PAWN;
    }

    /** Why the piece on {@code move.from()} cannot make {@code move} by its movement alone. */
    public static Reason whyCannotMove(Position p, Piece piece, Move move) {
        Square from = move.from();
        Square to = move.to();
        int df = to.file() - from.file();
        int dr = to.rank() - from.rank();
        Piece target = p.pieceAt(to);
        if (piece.type() == PieceType.PAWN) {
            if (df == 0 && target != null) {
                return new Reason("occupied", "a pawn cannot move forward onto the " + target + " on " + to);
            }
            Square crossed = from.offset(0, Integer.signum(dr));
            if (df == 0 && Math.abs(dr) == 2 && !p.isEmpty(crossed)) {
                return new Reason("blocked", "the " + p.pieceAt(crossed) + " on " + crossed + " blocks the pawn's two-square step");
            }
            if (Math.abs(df) == 1 && dr == piece.color().forward() && target == null) {
                return new Reason("nothing-to-take", "a pawn moves diagonally only to capture, and " + to + " is empty");
            }
        }
        boolean slides = (df == 0 || dr == 0) ? piece.type().slidesStraight() : piece.type().slidesDiagonally();
        for (Square s : slides ? from.between(to) : List.<Square>of()) {
            if (!p.isEmpty(s)) {
                return new Reason("blocked", "the " + p.pieceAt(s) + " on " + s + " stands between " + from + " and " + to);
            }
        }
        return new Reason("not-its-move", "a " + piece.type().title() + " cannot move from " + from + " to " + to);
    }
}
