package arbiter.reference.chess;

import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import java.util.List;

/**
 * How many times a position has stood in the game, for the repetition rules (9.2, 9.6.1). Two
 * positions are the same when the same player is to move, the same pieces stand on the same
 * squares and the same moves are possible: the same castling rights, and the same en passant
 * capture, which counts only when one is legal [chess-repetition rulings]. The clocks and the move
 * number do not matter.
 */
final class Occurrences {

    private Occurrences() {
    }

    /** The times {@code after} has stood, itself included, over {@code earlier} (the game's positions before it, oldest first). */
    static int of(Position after, List<Position> earlier) {
        int times = 1;
        for (Position p : earlier) {
            if (same(p, after)) {
                times++;
            }
        }
        return times;
    }

    static boolean same(Position a, Position b) {
        return a.sameBoard(b) && a.sideToMove() == b.sideToMove() && enPassant(a) == enPassant(b);
    }

    /** The en passant square of {@code p} when taking en passant is a legal move there, else none (0). */
    private static long enPassant(Position p) {
        if (p.enPassantBits() == 0) {
            return 0;
        }
        for (Move move : Orthodox.legalMoves(p)) {
            if (Orthodox.isEnPassant(p, move)) {
                return p.enPassantBits();
            }
        }
        return 0;
    }
}
