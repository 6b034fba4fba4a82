package arbiter.differential;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Fen;
import arbiter.game.Games;
import arbiter.game.TurnShape;
import java.util.List;
import java.util.Random;

/**
 * Random turns of legal moves, in the shape of the ruleset's turn ({@link TurnShape}): one move
 * each, with a random registration order (sometimes nobody first) where the order is kept, and now
 * and then one player's move alone where that is a turn; or the moves of the player whose turn it
 * is, each legal on the board the one before left (one move when no second is left).
 */
final class RandomTurns {

    private final ReferenceMoves moves;

    RandomTurns(ReferenceMoves moves) {
        this.moves = moves;
    }

    /** The shape of a turn of {@code ruleset}: its game's, or one move each at once for a ruleset Arbiter does not know. */
    static TurnShape shape(String ruleset) {
        return Games.byId(ruleset).map(g -> g.turnShape()).orElse(TurnShape.ONE_EACH_AT_ONCE);
    }

    /** A random turn in the position; null when the ruleset's turn cannot be made there. */
    Turn next(String ruleset, String fen, Random rng) {
        TurnShape shape = shape(ruleset);
        if (!shape.bothMove()) {
            return ofTheMover(ruleset, fen, shape.moverMoves(), rng);
        }
        List<String> white = moves.of(ruleset, fen, Side.WHITE);
        List<String> black = moves.of(ruleset, fen, Side.BLACK);
        if (shape == TurnShape.ONE_EACH_OR_ONE_ALONE && (white.isEmpty() || black.isEmpty() || rng.nextInt(8) == 0)) {
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
        if (shape.keepsOrder()) {
            int order = rng.nextInt(5);
            first = order < 2 ? Side.WHITE : order < 4 ? Side.BLACK : null;
        }
        return new Turn(ruleset, fen, List.of(pick(white, rng)), List.of(pick(black, rng)), first, List.of());
    }

    private Turn ofTheMover(String ruleset, String fen, int count, Random rng) {
        Side side = Fen.parse(fen).sideToMove() == arbiter.board.Color.WHITE ? Side.WHITE : Side.BLACK;
        List<String> firsts = moves.of(ruleset, fen, side);
        if (firsts.isEmpty()) {
            return null;
        }
        String first = pick(firsts, rng);
        if (count == 1) {
            List<String> one = List.of(first);
            return new Turn(ruleset, fen, side == Side.WHITE ? one : List.of(), side == Side.BLACK ? one : List.of(), null, List.of());
        }
        List<String> seconds = moves.after(ruleset, fen, side, first);
        List<String> played = seconds.isEmpty() ? List.of(first) : List.of(first, pick(seconds, rng));
        return new Turn(ruleset, fen, side == Side.WHITE ? played : List.of(), side == Side.BLACK ? played : List.of(), null,
                List.of());
    }

    private static String pick(List<String> from, Random rng) {
        return from.get(rng.nextInt(from.size()));
    }
}
