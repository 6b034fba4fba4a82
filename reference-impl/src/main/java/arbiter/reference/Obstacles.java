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

/** The words of a rejection: which pieces attack a square, which piece stands in a move's way. */
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

    /** Why the piece on {@code move.from()} cannot make {@code move} by its movement alone. */
    public static String whyCannotMove(Position p, Piece piece, Move move) {
        Square from = move.from();
        Square to = move.to();
        int df = to.file() - from.file();
        int dr = to.rank() - from.rank();
        Piece target = p.pieceAt(to);
        if (piece.type() == PieceType.PAWN) {
            if (df == 0 && target != null) {
                return "a pawn cannot move forward onto the " + target + " on " + to;
            }
            Square crossed = from.offset(0, Integer.signum(dr));
            if (df == 0 && Math.abs(dr) == 2 && !p.isEmpty(crossed)) {
                return "the " + p.pieceAt(crossed) + " on " + crossed + " blocks the pawn's two-square step";
            }
            if (Math.abs(df) == 1 && dr == piece.color().forward() && target == null) {
                return "a pawn moves diagonally only to capture, and " + to + " is empty";
            }
        }
        boolean slides = (df == 0 || dr == 0) ? piece.type().slidesStraight() : piece.type().slidesDiagonally();
        for (Square s : slides ? from.between(to) : List.<Square>of()) {
            if (!p.isEmpty(s)) {
                return "the " + p.pieceAt(s) + " on " + s + " stands between " + from + " and " + to;
            }
        }
        return "a " + piece.type().title() + " cannot move from " + from + " to " + to;
    }
}
