package arbiter.reference.chess;

import arbiter.board.Attacks;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.Movement;
import arbiter.reference.Obstacles;
import arbiter.reference.Reason;
import arbiter.reference.Refusal;

/**
 * Why a move is not a legal chess move, under the article it breaks: the turn of the other player
 * (1.2), no piece of the player's on its square (3.10), a piece of its own on the target (3.1), the
 * piece's movement (3.2 to 3.8, a slider's path under 3.5), en passant (3.7.4), promotion (3.7.5),
 * castling (3.8.2), and a King left or put in check (3.9).
 */
final class ChessMoves {

    private ChessMoves() {
    }

    /** The clause of a piece's own movement. */
    static String clauseOf(PieceType type) {
        return switch (type) {
            case BISHOP -> Clauses.BISHOP;
            case ROOK -> Clauses.ROOK;
            case QUEEN -> Clauses.QUEEN;
            case KNIGHT -> Clauses.KNIGHT;
            case PAWN -> Clauses.PAWN;
            case KING -> Clauses.KING;
        };
    }

    /** Why {@code side} may not play {@code move} in {@code p}, or null when it may. */
    static Refusal whyNot(Position p, Color side, Move move) {
        if (side != p.sideToMove()) {
            return new Reason("out-of-turn", "the players move in turn, and it is " + p.sideToMove().title() + "'s move").under(Clauses.MOVES);
        }
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.color() != side) {
            return Reason.noPiece(move.from().toString(), side.title()).under(Clauses.MOVES);
        }
        if (Orthodox.legalMoves(p).contains(move)) {
            return null;
        }
        Reason promotion = Obstacles.wrongPromotion(piece, move);
        if (promotion != null) {
            return promotion.under(Clauses.PROMOTION);
        }
        if (isCastlingStep(piece, move)) {
            return whyNotCastling(p, side, move).under(Clauses.CASTLING);
        }
        if (Obstacles.enPassantAttempt(p, piece, move) && !Orthodox.isEnPassant(p, move)) {
            return new Reason("not-just-stepped", "en passant takes only a pawn that stepped two squares in the move just before, and the"
                    + " pawn beside " + move.from() + " did not").under(Clauses.EN_PASSANT);
        }
        Piece target = p.pieceAt(move.to());
        if (target != null && target.color() == side) {
            return new Reason("own-piece", "the " + target + " on " + move.to() + " is " + side.title() + "'s own").under(Clauses.MOVES);
        }
        if (!Movement.allows(p, move, false, true)) {
            return Obstacles.whyCannotMove(p, piece, move).under(Clauses.MOVES);
        }
        return new Refusal(Clauses.CHECK, kingInCheckAfter(p, side, move, piece));
    }

    /** A King's two-square step along its home rank from the e-file: what castling looks like. */
    private static boolean isCastlingStep(Piece piece, Move move) {
        return piece.type() == PieceType.KING && move.from().file() == 4 && move.from().rank() == piece.color().homeRank()
                && move.to().rank() == move.from().rank() && Math.abs(move.to().file() - move.from().file()) == 2;
    }

    private static Reason whyNotCastling(Position p, Color side, Move move) {
        Castling castling = Castling.matching(p, move);
        if (castling == null) {
            return Reason.castlingRight();
        }
        Color by = side.opposite();
        if (Attacks.isAttacked(p, castling.king(), by)) {
            return new Reason("out-of-check", "the King on " + castling.king() + " is in check from " + Obstacles.attackers(p, castling.king(), by, null));
        }
        if (Attacks.isAttacked(p, castling.rookTo(), by)) {
            return new Reason("through-check", "the King would cross " + castling.rookTo() + ", which " + Obstacles.attackers(p, castling.rookTo(), by, null)
                    + " attacks");
        }
        return new Reason("into-check", "the King would land on " + castling.kingTo() + ", which " + Obstacles.attackers(p, castling.kingTo(), by, null)
                + " attacks");
    }

    /** The words of a move its piece can make that leaves or puts its own King in check. */
    private static String kingInCheckAfter(Position p, Color side, Move move, Piece piece) {
        Position after = Orthodox.play(p, move);
        Square king = after.kingOf(side);
        String by = Obstacles.attackers(after, king, side.opposite(), null);
        if (piece.type() == PieceType.KING) {
            return "the King would stand on " + king + ", which " + by + " attacks";
        }
        return Attacks.inCheck(p, side) ? "the King on " + king + " would stay in check from " + by
                : "the move would expose the King on " + king + " to " + by;
    }
}
