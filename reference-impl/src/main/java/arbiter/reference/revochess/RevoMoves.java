package arbiter.reference.revochess;

import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceMoves;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.Movement;
import arbiter.reference.Obstacles;
import arbiter.reference.Reason;
import arbiter.reference.Refusal;
import java.util.ArrayList;
import java.util.List;

/**
 * The moves of one RevoChess move: orthodox movement with no check test (a King may step into
 * attack or take the other King), no en passant, no King or Queen move on the first turn, and the
 * swap castling: the King changes places with one of its own Rooks on its rank or file, whatever
 * stands between, once a game, written as the King's move onto the Rook's square.
 */
final class RevoMoves {

    private RevoMoves() {
    }

    static List<Move> of(Position p, Color side) {
        List<Move> moves = new ArrayList<>();
        for (Move move : PieceMoves.of(p, side, false, false)) {
            if (!bannedOnFirstTurn(p, move.from())) {
                moves.add(move);
            }
        }
        moves.addAll(castlings(p, side));
        return moves;
    }

    /** Whether {@code side} has any move of {@link #of}, looking no further than the first. */
    static boolean any(Position p, Color side) {
        for (Square from : p.squaresOf(side)) {
            if (!bannedOnFirstTurn(p, from) && !PieceMoves.from(p, from, false, false).isEmpty()) {
                return true;
            }
        }
        return !castlings(p, side).isEmpty();
    }

    /** The swaps of the King with a Rook of its own on its rank or file, if this side has not castled and it is not the first turn. */
    static List<Move> castlings(Position p, Color side) {
        Square king = p.kingOf(side);
        if (king == null || p.hasCastled(side) || firstTurn(p)) {
            return List.of();
        }
        List<Move> swaps = new ArrayList<>();
        for (Square s : p.squaresOf(side)) {
            if (p.pieceAt(s).type() == PieceType.ROOK && (s.file() == king.file() || s.rank() == king.rank())) {
                swaps.add(Move.of(king, s));
            }
        }
        return swaps;
    }

    static boolean isCastling(Position p, Move move) {
        Piece piece = p.pieceAt(move.from());
        Piece there = p.pieceAt(move.to());
        return piece != null && piece.type() == PieceType.KING && there != null && there.color() == piece.color()
                && there.type() == PieceType.ROOK;
    }

    /** Whether {@code p} stands in a player's first turn, when King and Queen may not move and nobody castles. */
    static boolean firstTurn(Position p) {
        return p.fullmove() == 1;
    }

    private static boolean bannedOnFirstTurn(Position p, Square from) {
        PieceType type = p.pieceAt(from).type();
        return firstTurn(p) && (type == PieceType.KING || type == PieceType.QUEEN);
    }

    /** Why {@code move} is not a legal RevoChess move for {@code side} in {@code p}, or null. */
    static Refusal whyNot(Position p, Color side, Move move) {
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.color() != side) {
            return Reason.noPiece(move.from().toString(), side.title()).under(Clauses.SETUP);
        }
        if (isCastling(p, move) ? castlings(p, side).contains(move)
                : !bannedOnFirstTurn(p, move.from()) && Movement.allows(p, move, false, false)) {
            return null;
        }
        Reason promotion = Obstacles.wrongPromotion(piece, move);
        if (promotion != null) {
            return promotion.under(Clauses.SETUP);
        }
        if (firstTurn(p) && (piece.type() == PieceType.KING || piece.type() == PieceType.QUEEN)) {
            return new Refusal(Clauses.OPENING, "no King or Queen move on the first turn" + (isCastling(p, move) ? ", castling included" : ""));
        }
        if (isCastling(p, move)) {
            return whyNotCastling(p, side, move).under(Clauses.CASTLING);
        }
        if (piece.type() == PieceType.KING && p.pieceAt(move.to()) != null && p.pieceAt(move.to()).color() == side) {
            return new Reason("rook-only", "the King may change places only with a Rook of its own").under(Clauses.CASTLING);
        }
        if (Obstacles.enPassantAttempt(p, piece, move)) {
            return new Refusal(Clauses.NO_EN_PASSANT, "a pawn moves diagonally only to capture, and there is no en passant");
        }
        Piece target = p.pieceAt(move.to());
        if (target != null && target.color() == side) {
            return new Reason("own-piece", "the " + target + " on " + move.to() + " is " + side.title() + "'s own").under(Clauses.SETUP);
        }
        return Obstacles.whyCannotMove(p, piece, move).under(Clauses.SETUP);
    }

    /** Why a King's move onto its own Rook is no castling, after the first turn: once a game, and along a rank or file only. */
    private static Reason whyNotCastling(Position p, Color side, Move move) {
        if (p.hasCastled(side)) {
            return new Reason("castled-once", side.title() + " has castled once already, and castling is once a game");
        }
        return new Reason("off-line", "the King on " + move.from() + " and the Rook on " + move.to() + " share no rank or file, and"
                + " the King castles only with a Rook on its rank or file");
    }
}
