package arbiter.reference;

import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.Square;

/**
 * One piece reaching a square this turn. A castling makes two arrivals. {@code piece} is the piece
 * as it lands: for a promotion, the new piece. {@code enPassantVictim} is the square of the pawn an
 * en passant capture takes, else null.
 */
record Arrival(Piece moved, Piece piece, Square from, Square to, boolean castling, Square enPassantVictim) {

    Color side() {
        return piece.color();
    }

    boolean promoted() {
        return moved != piece;
    }
}
