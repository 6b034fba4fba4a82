package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The moves each piece could make by orthodox movement alone, before any ruleset's filter:
 * no check test, no castling. Options say whether a piece may land on one of its own pieces
 * (never its own King) and whether the en passant square of the position is honoured.
 */
public final class PieceMoves {

    private static final PieceType[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    private PieceMoves() {
    }

    /** All such moves of a side, a1 to h8 by origin. */
    public static List<Move> of(Position p, Color color, boolean selfCapture, boolean enPassant) {
        List<Move> moves = new ArrayList<>(48);
        for (int i = 0; i < 64; i++) {
            Square from = Square.of(i);
            Piece piece = p.pieceAt(from);
            if (piece != null && piece.color() == color) {
                addFrom(p, from, piece, selfCapture, enPassant, moves);
            }
        }
        return moves;
    }

    /** Such moves of the piece on one square. */
    public static List<Move> from(Position p, Square from, boolean selfCapture, boolean enPassant) {
        List<Move> moves = new ArrayList<>(28);
        Piece piece = p.pieceAt(from);
        if (piece != null) {
            addFrom(p, from, piece, selfCapture, enPassant, moves);
        }
        return moves;
    }

    private static void addFrom(Position p, Square from, Piece piece, boolean self, boolean ep, List<Move> out) {
        switch (piece.type()) {
            case PAWN -> pawn(p, from, piece.color(), self, ep, out);
            case KNIGHT -> steps(p, from, piece.color(), Attacks.KNIGHT, self, out);
            case KING -> steps(p, from, piece.color(), Attacks.KING, self, out);
            case ROOK -> slides(p, from, piece.color(), Attacks.STRAIGHT, self, out);
            case BISHOP -> slides(p, from, piece.color(), Attacks.DIAGONAL, self, out);
            case QUEEN -> {
                slides(p, from, piece.color(), Attacks.STRAIGHT, self, out);
                slides(p, from, piece.color(), Attacks.DIAGONAL, self, out);
            }
        }
    }

    private static boolean mayLand(Position p, Square to, Color color, boolean self) {
        Piece there = p.pieceAt(to);
        return there == null || there.color() != color || (self && there.type() != PieceType.KING);
    }

    private static void steps(Position p, Square from, Color color, int[][] dirs, boolean self, List<Move> out) {
        for (int[] d : dirs) {
            Square to = from.offset(d[0], d[1]);
            if (to != null && mayLand(p, to, color, self)) {
                out.add(Move.of(from, to));
            }
        }
    }

    private static void slides(Position p, Square from, Color color, int[][] dirs, boolean self, List<Move> out) {
        for (int[] d : dirs) {
            for (Square to = from.offset(d[0], d[1]); to != null; to = to.offset(d[0], d[1])) {
                if (mayLand(p, to, color, self)) {
                    out.add(Move.of(from, to));
                }
                if (!p.isEmpty(to)) {
                    break;
                }
            }
        }
    }

    private static void pawn(Position p, Square from, Color color, boolean self, boolean ep, List<Move> out) {
        int fwd = color.forward();
        Square one = from.offset(0, fwd);
        if (one != null && p.isEmpty(one)) {
            addPawn(from, one, out);
            Square two = from.offset(0, 2 * fwd);
            boolean onStart = from.rank() == (color == Color.WHITE ? 1 : 6);
            if (onStart && p.isEmpty(two)) {
                out.add(Move.of(from, two));
            }
        }
        for (int df : new int[] {-1, 1}) {
            Square to = from.offset(df, fwd);
            if (to == null) {
                continue;
            }
            Piece there = p.pieceAt(to);
            boolean capture = there != null && (there.color() != color || (self && there.type() != PieceType.KING));
            if (capture || (ep && there == null && enPassantTarget(p, from, to, color))) {
                addPawn(from, to, out);
            }
        }
    }

    /** An en passant square beside a pawn: it must name the square an enemy pawn just passed, and that pawn still stands beyond it. */
    private static boolean enPassantTarget(Position p, Square from, Square to, Color color) {
        Piece victim = p.pieceAt(Square.at(to.file(), from.rank()));
        return p.isEnPassant(to) && to.rank() == (color == Color.WHITE ? 5 : 2)
                && victim != null && victim.color() != color && victim.type() == PieceType.PAWN;
    }

    private static void addPawn(Square from, Square to, List<Move> out) {
        if (to.rank() == 0 || to.rank() == 7) {
            for (PieceType promotion : PROMOTIONS) {
                out.add(new Move(from, to, promotion));
            }
        } else {
            out.add(Move.of(from, to));
        }
    }
}
