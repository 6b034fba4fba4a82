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
            arrivals.addAll(of(before, moves.get(side)));
        }
        return List.copyOf(arrivals);
    }

    private static List<Arrival> of(Position before, Move move) {
        Piece piece = before.pieceAt(move.from());
        Castling castling = Castling.matching(before, move);
        if (castling != null) {
            Piece rook = before.pieceAt(castling.rook());
            return List.of(new Arrival(piece, piece, castling.king(), castling.kingTo(), null),
                    new Arrival(rook, rook, castling.rook(), castling.rookTo(), null));
        }
        Piece landing = move.promotion() == null ? piece : Piece.of(piece.color(), move.promotion());
        Square victim = Orthodox.isEnPassant(before, move) ? Orthodox.enPassantVictim(move) : null;
        return List.of(new Arrival(piece, landing, move.from(), move.to(), victim));
    }

    Color side() {
        return piece.color();
    }

    boolean promoted() {
        return moved != piece;
    }
}
