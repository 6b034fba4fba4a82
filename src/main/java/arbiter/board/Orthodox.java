package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Orthodox chess with alternating turns: the shared machinery's proof. Legal moves and playing a
 * move, checked against the published perft table in the tests.
 */
public final class Orthodox {

    private Orthodox() {
    }

    /** The legal moves of the side to move. */
    public static List<Move> legalMoves(Position p) {
        Color us = p.sideToMove();
        List<Move> legal = new ArrayList<>(48);
        for (Move move : PieceMoves.of(p, us, false, true)) {
            if (!Attacks.inCheck(play(p, move), us)) {
                legal.add(move);
            }
        }
        for (Castling c : Castling.available(p, us)) {
            if (c.kingPathSafe(p, us.opposite())) {
                legal.add(c.move());
            }
        }
        return legal;
    }

    /** Plays a move assumed legal and returns the position after it. */
    public static Position play(Position p, Move move) {
        Piece piece = p.pieceAt(move.from());
        Position.Builder b = p.toBuilder();
        Castling castling = Castling.matching(p, move);
        boolean capture = !p.isEmpty(move.to());
        b.remove(move.from());
        if (castling != null) {
            b.remove(castling.rook()).put(castling.kingTo(), piece).put(castling.rookTo(), p.pieceAt(castling.rook()));
        } else {
            if (isEnPassant(p, move)) {
                b.remove(enPassantVictim(move));
                capture = true;
            }
            b.put(move.to(), move.promotion() == null ? piece : Piece.of(piece.color(), move.promotion()));
        }
        updateRights(b, piece, move);
        boolean doublePush = piece.type() == PieceType.PAWN && Math.abs(move.to().rank() - move.from().rank()) == 2;
        b.enPassant(doublePush ? move.from().offset(0, piece.color().forward()) : null);
        b.halfmove(capture || piece.type() == PieceType.PAWN ? 0 : p.halfmove() + 1);
        b.fullmove(p.sideToMove() == Color.BLACK ? p.fullmove() + 1 : p.fullmove());
        b.sideToMove(p.sideToMove().opposite());
        return b.build();
    }

    /** Whether a move is a pawn's en passant capture in {@code p}: onto an en passant square the other side's pawn passed. */
    public static boolean isEnPassant(Position p, Move move) {
        Piece piece = p.pieceAt(move.from());
        return piece != null && piece.type() == PieceType.PAWN && move.from().file() != move.to().file()
                && p.isEmpty(move.to()) && p.isEnPassant(move.to()) && move.to().rank() == (piece.color() == Color.WHITE ? 5 : 2);
    }

    /** The square of the pawn an en passant capture takes. */
    public static Square enPassantVictim(Move move) {
        return Square.at(move.to().file(), move.from().rank());
    }

    /** Drops the castling rights a move ends: its King moved, or a Rook left or was taken on its corner. */
    public static void updateRights(Position.Builder b, Piece piece, Move move) {
        if (piece.type() == PieceType.KING) {
            for (int file = 0; file < 8; file++) {
                b.loseCastling(Square.at(file, piece.color().homeRank()));
            }
        }
        b.loseCastling(move.from());
        b.loseCastling(move.to());
    }

    /** The number of leaf positions after {@code depth} plies. */
    public static long perft(Position p, int depth) {
        List<Move> moves = legalMoves(p);
        if (depth <= 1) {
            return depth == 1 ? moves.size() : 1;
        }
        long nodes = 0;
        for (Move move : moves) {
            nodes += perft(play(p, move), depth - 1);
        }
        return nodes;
    }
}
