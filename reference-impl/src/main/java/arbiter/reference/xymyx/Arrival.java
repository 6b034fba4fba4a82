package arbiter.reference.xymyx;

import arbiter.board.ByColor;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One piece reaching a square this turn. A castling makes two arrivals. {@code piece} is the piece
 * as it lands: for a promotion, the new piece. {@code enPassantVictim} is the square of the pawn an
 * en passant capture takes, else null.
 */
record Arrival(Piece moved, Piece piece, Square from, Square to, Square enPassantVictim) {

    /** Every piece both moves set going, White's first. */
    static List<Arrival> of(Position before, ByColor<Move> moves) {
        List<Arrival> arrivals = new ArrayList<>(4);
        for (Color side : Color.values()) {
            add(before, moves.get(side), arrivals);
        }
        return Collections.unmodifiableList(arrivals);
    }

    private static void add(Position before, Move move, List<Arrival> arrivals) {
        Piece piece = before.pieceAt(move.from());
        Castling castling = Castling.matching(before, move);
        if (castling != null) {
            Piece rook = before.pieceAt(castling.rook());
            arrivals.add(new Arrival(piece, piece, castling.king(), castling.kingTo(), null));
            arrivals.add(new Arrival(rook, rook, castling.rook(), castling.rookTo(), null));
            return;
        }
        Piece landing = move.promotion() == null ? piece : Piece.of(piece.color(), move.promotion());
        Square victim = Orthodox.isEnPassant(before, move) ? Orthodox.enPassantVictim(move) : null;
        arrivals.add(new Arrival(piece, landing, move.from(), move.to(), victim));
    }

    Color side() {
        return piece.color();
    }

    boolean promoted() {
        return moved != piece;
    }
}
