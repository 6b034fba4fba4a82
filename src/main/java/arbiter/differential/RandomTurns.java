package arbiter.differential;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Fen;
import java.util.List;
import java.util.Random;

/**
 * Random turns of legal moves, as each ruleset makes them: one move each with a random
 * registration order (sometimes nobody first) in XYMYX; now and then one player's move alone in
 * SimulChess; the two moves of the player whose turn it is in RevoChess, the second legal on the
 * board the first left (one move when no second is left).
 */
final class RandomTurns {

    private final ReferenceMoves moves;

    RandomTurns(ReferenceMoves moves) {
        this.moves = moves;
    }

    /** A random turn in the position; null when the ruleset's turn cannot be made there. */
    Turn next(String ruleset, String fen, Random rng) {
        TurnShape shape = TurnShape.of(ruleset);
        if (shape == TurnShape.TWO_OF_ONE) {
            return twoOfOne(ruleset, fen, rng);
        }
        List<String> white = moves.of(ruleset, fen, Side.WHITE);
        List<String> black = moves.of(ruleset, fen, Side.BLACK);
        if (shape == TurnShape.ONE_EACH_OR_ONE_SIDED && (white.isEmpty() || black.isEmpty() || rng.nextInt(8) == 0)) {
            boolean whiteAlone = black.isEmpty() || !white.isEmpty() && rng.nextBoolean();
            List<String> alone = whiteAlone ? white : black;
            if (alone.isEmpty()) {
                return null;
            }
            List<String> one = List.of(pick(alone, rng));
            return new Turn(ruleset, fen, whiteAlone ? one : List.of(), whiteAlone ? List.of() : one, null, List.of());
        }
        if (white.isEmpty() || black.isEmpty()) {
            return null;
        }
        Side first = null;
        if (shape == TurnShape.ONE_EACH_IN_ORDER) {
            int order = rng.nextInt(5);
            first = order < 2 ? Side.WHITE : order < 4 ? Side.BLACK : null;
        }
        return new Turn(ruleset, fen, List.of(pick(white, rng)), List.of(pick(black, rng)), first, List.of());
    }

    private Turn twoOfOne(String ruleset, String fen, Random rng) {
        Side side = Fen.parse(fen).sideToMove() == arbiter.board.Color.WHITE ? Side.WHITE : Side.BLACK;
        List<String> firsts = moves.of(ruleset, fen, side);
        if (firsts.isEmpty()) {
            return null;
        }
        String first = pick(firsts, rng);
        List<String> seconds = moves.after(ruleset, fen, side, first);
        List<String> played = seconds.isEmpty() ? List.of(first) : List.of(first, pick(seconds, rng));
        return new Turn(ruleset, fen, side == Side.WHITE ? played : List.of(), side == Side.BLACK ? played : List.of(), null,
                List.of());
    }

    private static String pick(List<String> from, Random rng) {
        return from.get(rng.nextInt(from.size()));
    }
}
