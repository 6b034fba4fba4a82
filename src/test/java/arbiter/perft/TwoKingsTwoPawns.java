package arbiter.perft;

import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A second counter, path by path with no merging of positions, to check the one that expands each
 * position once; and the small position both count from (the one of the perft scenarios).
 */
final class TwoKingsTwoPawns {

    static final String FEN = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10";

    private TwoKingsTwoPawns() {
    }

    /** The levels 1 to {@code depth}, every path played out on its own. */
    static List<PerftLevel> naive(Implementation implementation, String ruleset, int depth) {
        JointTurns turns = new JointTurns(implementation, ruleset, arbiter.game.Games.require(ruleset).turnShape());
        long[] played = new long[depth + 1];
        long[] finished = new long[depth + 1];
        long[] rejected = new long[depth + 1];
        List<Set<String>> distinct = new ArrayList<>();
        for (int d = 0; d <= depth; d++) {
            distinct.add(new HashSet<>());
        }
        walk(implementation, turns, Fen.format(Fen.parse(FEN)), 1, depth, played, finished, rejected, distinct);
        List<PerftLevel> levels = new ArrayList<>();
        for (int d = 1; d <= depth; d++) {
            levels.add(new PerftLevel(d, played[d], distinct.get(d).size(), finished[d], rejected[d]));
        }
        return levels;
    }

    private static void walk(Implementation implementation, JointTurns turns, String fen, int d, int depth, long[] played,
            long[] finished, long[] rejected, List<Set<String>> distinct) {
        for (Turn turn : turns.of(fen)) {
            TurnResult result = implementation.resolve(turn);
            if (!(result instanceof TurnResult.Resolved r)) {
                rejected[d]++;
                continue;
            }
            played[d]++;
            String[] fields = r.position().split(" ");
            distinct.get(d).add(fields[0] + " " + fields[1] + " " + fields[2] + " " + fields[3]
                    + (fields.length > 6 ? " " + String.join(" ", List.of(fields).subList(6, fields.length)) : ""));
            if (r.outcome().status() != Outcome.Status.ONGOING) {
                finished[d]++;
            } else if (d < depth) {
                walk(implementation, turns, r.position(), d + 1, depth, played, finished, rejected, distinct);
            }
        }
    }
}
