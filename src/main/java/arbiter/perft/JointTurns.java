package arbiter.perft;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import java.util.ArrayList;
import java.util.List;

/**
 * The joint turns of a position, each a {@link Turn} to resolve, found by asking the
 * implementation for legal moves (see {@link TurnShape}).
 */
final class JointTurns {

    private final Implementation implementation;
    private final String ruleset;
    private final TurnShape shape;

    JointTurns(Implementation implementation, String ruleset, TurnShape shape) {
        this.implementation = implementation;
        this.ruleset = ruleset;
        this.shape = shape;
    }

    /** The joint turns from {@code fen}, in the order of the legal moves as listed. */
    List<Turn> of(String fen) {
        if (shape == TurnShape.ONE_MOVE_TURN) {
            Side side = FirstMoveBoard.sideToMove(fen);
            return implementation.legalMoves(ruleset, fen, side).stream().map(move -> playedBy(side, fen, List.of(move))).toList();
        }
        return shape == TurnShape.TWO_MOVE_TURN ? twoMoveTurns(fen) : pairs(fen);
    }

    private List<Turn> pairs(String fen) {
        List<String> white = implementation.legalMoves(ruleset, fen, Side.WHITE);
        List<String> black = implementation.legalMoves(ruleset, fen, Side.BLACK);
        List<Turn> turns = new ArrayList<>();
        for (String w : white) {
            for (String b : black) {
                if (shape == TurnShape.PAIR_BOTH_ORDERS) {
                    turns.add(turn(fen, List.of(w), List.of(b), Side.WHITE));
                    turns.add(turn(fen, List.of(w), List.of(b), Side.BLACK));
                } else {
                    turns.add(turn(fen, List.of(w), List.of(b), null));
                }
            }
        }
        return turns;
    }

    /**
     * Every first move the implementation lists; after it, every second move it lists on the board
     * that first move left (built by {@link FirstMoveBoard}): one move alone when it took the King
     * or none is listed after it; the empty turn when the player has no legal move at all.
     */
    private List<Turn> twoMoveTurns(String fen) {
        Side side = FirstMoveBoard.sideToMove(fen);
        List<String> firsts = implementation.legalMoves(ruleset, fen, side);
        if (firsts.isEmpty()) {
            return List.of(playedBy(side, fen, List.of()));
        }
        List<Turn> turns = new ArrayList<>();
        for (String first : firsts) {
            FirstMoveBoard after = FirstMoveBoard.after(fen, first);
            List<String> seconds = after.tookTheKing() ? List.of() : implementation.legalMoves(ruleset, after.fen(), side);
            if (seconds.isEmpty()) {
                turns.add(playedBy(side, fen, List.of(first)));
            }
            for (String second : seconds) {
                turns.add(playedBy(side, fen, List.of(first, second)));
            }
        }
        return turns;
    }

    private Turn playedBy(Side side, String fen, List<String> moves) {
        return side == Side.WHITE ? turn(fen, moves, List.of(), null) : turn(fen, List.of(), moves, null);
    }

    private Turn turn(String fen, List<String> white, List<String> black, Side first) {
        return new Turn(ruleset, fen, white, black, first, List.of());
    }

    /** A joint turn in the coordinate form, as the divide lists it: "e2e4 e7e5 (Black first)", "White e2e4 e4e5". */
    static String label(Turn turn) {
        if (turn.whiteMoves().isEmpty() || turn.blackMoves().isEmpty()) {
            Side side = turn.whiteMoves().isEmpty() ? Side.BLACK : Side.WHITE;
            List<String> moves = turn.movesOf(side);
            return (side == Side.WHITE ? "White " : "Black ") + (moves.isEmpty() ? "passes" : String.join(" ", moves));
        }
        String pair = turn.whiteMove() + " " + turn.blackMove();
        return turn.first() == null ? pair : pair + (turn.first() == Side.WHITE ? " (White first)" : " (Black first)");
    }
}
