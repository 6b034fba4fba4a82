package arbiter.reference;

import arbiter.board.Position;
import java.util.List;

/**
 * Threefold repetition over a game's positions. Two positions are the same when they offer the
 * same game from there on: the same placement, side to move, castling rights, en passant squares
 * and state beyond the board (frozen pieces, turns in check, who castled); the clocks aside.
 */
public final class Repetition {

    private Repetition() {
    }

    /** Whether {@code after} has stood at least twice before among {@code earlier}, making three times. */
    public static boolean third(Position after, List<Position> earlier) {
        int seen = 0;
        for (Position p : earlier) {
            if (same(p, after) && ++seen == 2) {
                return true;
            }
        }
        return false;
    }

    /** The same position for repetition. */
    public static boolean same(Position a, Position b) {
        return a.sameBoard(b) && a.sideToMove() == b.sideToMove() && a.enPassantBits() == b.enPassantBits();
    }
}
