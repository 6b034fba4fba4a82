package arbiter.reference.simulchess;

import arbiter.board.Attacks;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.Movement;
import arbiter.reference.Obstacles;
import arbiter.reference.Reason;
import arbiter.reference.Refusal;
import java.util.List;

/**
 * Why a registered move is illegal in SimulChess: orthodox movement (simulchess.basic), and castling
 * with all its orthodox conditions [simulchess-castling-003] (simulchess.castling); a King's own
 * safety and pins are not conditions [simulchess-basic-002, simulchess-basic-003].
 */
final class Rejections {

    private Rejections() {
    }

    /** Why {@code move} is illegal for {@code side}, or null when it is legal. */
    static Refusal whyIllegal(Position p, Color side, Move move) {
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.color() != side) {
            return Reason.noPiece(move.from().toString(), side.title()).under(Clauses.BASIC);
        }
        Reason promotion = Obstacles.wrongPromotion(piece, move);
        if (promotion != null) {
            return promotion.under(Clauses.BASIC);
        }
        Castling castling = Castling.matching(p, move);
        if (castling != null) {
            return castlingBarred(p, side, castling);
        }
        if (piece.type() == PieceType.KING && Math.abs(move.to().file() - move.from().file()) == 2) {
            return Reason.castlingRight().under(Clauses.CASTLING);
        }
        Piece target = p.pieceAt(move.to());
        if (target != null && target.color() == side) {
            return new Reason("own-piece", "the " + target + " on " + move.to() + " is " + side.title() + "'s own").under(Clauses.BASIC);
        }
        return Movement.allows(p, move, false, true) ? null : Obstacles.whyCannotMove(p, piece, move).under(Clauses.BASIC);
    }

    private static Refusal castlingBarred(Position p, Color side, Castling castling) {
        Color enemy = side.opposite();
        if (Attacks.isAttacked(p, castling.king(), enemy)) {
            return new Refusal(Clauses.CASTLING, "no castling out of check, and " + Obstacles.attackers(p, castling.king(), enemy, null)
                    + " attacks the King");
        }
        for (Square path : List.of(castling.rookTo(), castling.kingTo())) {
            if (Attacks.isAttacked(p, path, enemy)) {
                return new Refusal(Clauses.CASTLING, "the King may not cross or land on an attacked square when castling, and "
                        + Obstacles.attackers(p, path, enemy, null) + " attacks " + path);
            }
        }
        return null;
    }
}
