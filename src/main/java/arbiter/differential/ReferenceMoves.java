package arbiter.differential;

import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.perft.FirstMoveBoard;
import java.util.ArrayList;
import java.util.List;

/**
 * The legal moves the reference gives, sorted so that generation never depends on its order, and
 * a RevoChess second move read on the board the first one left.
 */
final class ReferenceMoves {

    private final Implementation reference;

    ReferenceMoves(Implementation reference) {
        this.reference = reference;
    }

    /** The moves {@code side} may register; empty when there are none or the reference refuses the position. */
    List<String> of(String ruleset, String fen, Side side) {
        try {
            List<String> moves = new ArrayList<>(reference.legalMoves(ruleset, fen, side));
            moves.sort(null);
            return moves;
        } catch (InvalidInputException e) {
            return List.of();
        }
    }

    /** Whether the reference accepts the position at all. */
    boolean accepts(String ruleset, String fen) {
        try {
            reference.legalMoves(ruleset, fen, Side.WHITE);
            return true;
        } catch (InvalidInputException e) {
            return false;
        }
    }

    /** The moves {@code side} may play after its own {@code first} move, in a ruleset where a player moves twice. */
    List<String> after(String ruleset, String fen, Side side, String first) {
        return of(ruleset, FirstMoveBoard.after(fen, first).fen(), side);
    }

    /** Whether every move of the turn is legal where it is played (a second move on the board the first left). */
    boolean legal(arbiter.api.Turn turn) {
        for (Side side : Side.values()) {
            List<String> moves = turn.movesOf(side);
            if (!moves.isEmpty() && !of(turn.ruleset(), turn.position(), side).contains(moves.get(0))) {
                return false;
            }
            if (moves.size() == 2 && !after(turn.ruleset(), turn.position(), side, moves.get(0)).contains(moves.get(1))) {
                return false;
            }
        }
        return true;
    }
}
