package arbiter.reference.revochess;

import arbiter.api.EventKind;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.reference.EventLog;

/** One move of a RevoChess turn carried out: a plain move, a capture, a promotion, or the swap castling. */
final class TurnPlay {

    private TurnPlay() {
    }

    /** The position after {@code move}, its events logged; the side to move and the clocks are the turn's business. */
    static Position play(Position p, Color side, Move move, EventLog log) {
        Piece piece = p.pieceAt(move.from());
        Position.Builder b = p.toBuilder().enPassant(null);
        if (RevoMoves.isCastling(p, move)) {
            Piece rook = p.pieceAt(move.to());
            b.put(move.to(), piece).put(move.from(), rook).castled(side, true);
            log.add(EventKind.MOVED, piece, move.to(), move.from(), Clauses.CASTLING);
            log.add(EventKind.MOVED, rook, move.from(), move.to(), Clauses.CASTLING);
            log.add(EventKind.CASTLED, piece, move.to(), move.from(), Clauses.CASTLING);
            return b.build();
        }
        Piece target = p.pieceAt(move.to());
        b.remove(move.from());
        log.add(EventKind.MOVED, piece, move.to(), move.from(), Clauses.DUAL_MOVE);
        if (target != null) {
            boolean king = target.type() == PieceType.KING;
            log.add(king ? EventKind.KING_CAPTURED : EventKind.CAPTURED, target, move.to(), null, king ? Clauses.VICTORY : Clauses.SETUP);
        }
        Piece arriving = piece;
        if (piece.type() == PieceType.PAWN && move.to().rank() == side.opposite().homeRank()) {
            arriving = Piece.of(side, move.promotion() == null ? PieceType.QUEEN : move.promotion());
            log.add(EventKind.PROMOTED, arriving, move.to(), null, Clauses.SETUP);
        }
        b.put(move.to(), arriving);
        return b.build();
    }
}
