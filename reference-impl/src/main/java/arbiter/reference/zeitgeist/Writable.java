package arbiter.reference.zeitgeist;

import arbiter.board.Attacks;
import arbiter.board.Bitboards;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.Obstacles;
import arbiter.reference.Reason;
import arbiter.reference.Refusal;
import java.util.ArrayList;
import java.util.List;

/**
 * What a Zeitgeist player may write: each piece's movement pattern from its square, whatever stands
 * in the way or on the target (the settlement bounces what cannot stay), a pawn's diagonal step
 * onto any square, and castling only where orthodox chess allows it on the board before the turn.
 * No move is barred for the King's safety.
 */
final class Writable {

    private static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    private static final int[][] STRAIGHT = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    private static final PieceType[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};

    private Writable() {
    }

    static List<Move> moves(Position p, Color side) {
        List<Move> moves = new ArrayList<>();
        for (Square from : p.squaresOf(side)) {
            addFrom(p, from, moves);
        }
        return moves;
    }

    /** What may be written for the piece on {@code from}, added to {@code moves}. */
    private static void addFrom(Position p, Square from, List<Move> moves) {
        Piece piece = p.pieceAt(from);
        switch (piece.type()) {
            case KNIGHT -> steps(from, KNIGHT, moves);
            case KING -> {
                steps(from, STRAIGHT, moves);
                steps(from, DIAGONAL, moves);
                castlings(p, piece.color(), moves);
            }
            case PAWN -> pawn(from, piece.color(), moves);
            default -> {
                if (piece.type().slidesStraight()) {
                    rays(from, STRAIGHT, moves);
                }
                if (piece.type().slidesDiagonally()) {
                    rays(from, DIAGONAL, moves);
                }
            }
        }
    }

    private static void steps(Square from, int[][] offsets, List<Move> out) {
        for (int[] d : offsets) {
            Square to = from.offset(d[0], d[1]);
            if (to != null) {
                out.add(Move.of(from, to));
            }
        }
    }

    private static void rays(Square from, int[][] directions, List<Move> out) {
        for (int[] d : directions) {
            for (Square to = from.offset(d[0], d[1]); to != null; to = to.offset(d[0], d[1])) {
                out.add(Move.of(from, to));
            }
        }
    }

    private static void pawn(Square from, Color side, List<Move> out) {
        int forward = side.forward();
        List<Square> targets = new ArrayList<>();
        targets.add(from.offset(0, forward));
        targets.add(from.offset(-1, forward));
        targets.add(from.offset(1, forward));
        if (from.rank() == side.homeRank() + forward) {
            targets.add(from.offset(0, 2 * forward));
        }
        for (Square to : targets) {
            if (to == null) {
                continue;
            }
            if (to.rank() == side.opposite().homeRank()) {
                for (PieceType promotion : PROMOTIONS) {
                    out.add(new Move(from, to, promotion));
                }
            } else {
                out.add(Move.of(from, to));
            }
        }
    }

    private static void castlings(Position p, Color side, List<Move> out) {
        for (Castling c : Castling.available(p, side)) {
            if (c.kingPathSafe(p, side.opposite())) {
                out.add(c.move());
            }
        }
    }

    /**
     * Whether {@link #moves} lists {@code move} of {@code piece}: a Knight, Bishop, Rook or Queen
     * writes the squares its pattern reaches on an empty board; a pawn's or King's move (promotions,
     * castlings) is looked up in the piece's list.
     */
    private static boolean writable(Position p, Piece piece, Move move) {
        if (piece.type() == PieceType.PAWN || piece.type() == PieceType.KING) {
            List<Move> moves = new ArrayList<>();
            addFrom(p, move.from(), moves);
            return moves.contains(move);
        }
        long pattern = Bitboards.attacks(piece.type(), piece.color(), move.from().index(), 0L);
        return move.promotion() == null && (pattern & move.to().bit()) != 0;
    }

    /** Why {@code move} may not be written, or null when it may. */
    static Refusal whyNot(Position p, Color side, Move move) {
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.color() != side) {
            return Reason.noPiece(move.from().toString(), side.title()).under(Clauses.SIMULTANEITY);
        }
        if (writable(p, piece, move)) {
            return null;
        }
        Reason promotion = Obstacles.wrongPromotion(piece, move);
        if (promotion != null) {
            return promotion.under(Clauses.PROMOTION);
        }
        if (piece.type() == PieceType.KING && Math.abs(move.to().file() - move.from().file()) == 2) {
            return whyNoCastling(p, side, move).under(Clauses.BLOCKED);
        }
        return new Reason("not-its-move", "a " + piece.type().title() + " does not move from " + move.from() + " to " + move.to())
                .under(Clauses.SIMULTANEITY);
    }

    /** Why a King's two-square step may not be written: castling's right, or an attacked square on its way. */
    private static Reason whyNoCastling(Position p, Color side, Move move) {
        Castling shape = Castling.available(p, side).stream().filter(c -> c.kingTo().equals(move.to())).findFirst().orElse(null);
        if (shape == null) {
            return Reason.castlingRight();
        }
        if (Attacks.isAttacked(p, move.from(), side.opposite())) {
            return new Reason("out-of-check", "no castling out of check");
        }
        if (Attacks.isAttacked(p, shape.rookTo(), side.opposite())) {
            return new Reason("through-check", "the King may not castle through check, across " + shape.rookTo());
        }
        return new Reason("into-check", "the King may not castle into check, onto " + shape.kingTo());
    }
}
