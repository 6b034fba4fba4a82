package arbiter.reference.chess;

import arbiter.api.EventKind;
import arbiter.board.Castling;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;

/** One legal chess move carried out: the position after it, and its events logged with their clauses. */
final class MoveEvents {

    private MoveEvents() {
    }

    static Position play(Position p, Move move, EventLog log) {
        Piece piece = p.pieceAt(move.from());
        Castling castling = Castling.matching(p, move);
        if (castling != null) {
            log.add(EventKind.MOVED, piece, castling.kingTo(), castling.king(), Clauses.CASTLING);
            log.add(EventKind.MOVED, p.pieceAt(castling.rook()), castling.rookTo(), castling.rook(), Clauses.CASTLING);
            return Orthodox.play(p, move);
        }
        boolean enPassant = Orthodox.isEnPassant(p, move);
        log.add(EventKind.MOVED, piece, move.to(), move.from(), ChessMoves.clauseOf(piece.type()));
        Square taken = enPassant ? Orthodox.enPassantVictim(move) : move.to();
        Piece victim = p.pieceAt(taken);
        if (victim != null) {
            log.add(EventKind.CAPTURED, victim, taken, null, enPassant ? Clauses.EN_PASSANT : Clauses.CAPTURE);
        }
        if (move.promotion() != null) {
            log.add(EventKind.PROMOTED, Piece.of(piece.color(), move.promotion()), move.to(), null, Clauses.PROMOTION);
        }
        return Orthodox.play(p, move);
    }
}
