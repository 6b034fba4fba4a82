package arbiter.perft;

import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.game.TurnShape;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Counts joint turns and the distinct positions after them, depth by depth, asking an
 * implementation only through the adapter interface (the definitions are in the package
 * description). Each distinct position of a depth is expanded once, its count of paths carried
 * as a multiplicity, so the work grows with the positions, not with the paths. Turns are sent
 * without history, so no game ends by repetition here. The turns of a depth are independent:
 * they are sent a position ahead ({@link Implementation#resolveAsync}), so that an adapter has
 * several under way, and counted in order.
 */
public final class JointPerft {

    /** How many positions of a depth have their turns under way at once, so that an adapter is never left waiting between two. */
    private static final int NODES_AHEAD = 2;

    private final Implementation implementation;
    private final String ruleset;
    private final JointTurns turns;

    private JointPerft(Implementation implementation, String ruleset, TurnShape shape) {
        this.implementation = implementation;
        this.ruleset = ruleset;
        this.turns = new JointTurns(implementation, ruleset, shape);
    }

    /**
     * @param implementation the implementation asked; never null
     * @param ruleset        one of {@link Games#ids()}
     * @throws IllegalArgumentException for a ruleset whose joint turn is not defined
     */
    public static JointPerft of(Implementation implementation, String ruleset) {
        Game game = Games.byId(ruleset).orElseThrow(() -> new IllegalArgumentException("no joint perft is defined for the ruleset \""
                + ruleset + "\"; it is for " + String.join(", ", Games.ids())));
        return new JointPerft(implementation, ruleset, game.turnShape());
    }

    /** The levels 1 to {@code depth} from {@code fen}. */
    public List<PerftLevel> count(String fen, int depth) {
        Levels levels = levels(fen);
        List<PerftLevel> counted = new ArrayList<>();
        for (int d = 1; d <= depth; d++) {
            counted.add(levels.next());
        }
        return counted;
    }

    /** The levels from {@code fen}, one at a time, each built on the one before. */
    public Levels levels(String fen) {
        return new Levels(fen);
    }

    /**
     * The joint turns from {@code fen}, each with the number of sequences of {@code depth} joint
     * turns that begin with it and the distinct positions they end in (a rejected turn: 0 and 0; one
     * that ends the game: 1 and 1 at depth 1, else 0 and 0).
     */
    public List<Divided> divide(String fen, int depth) {
        List<Divided> lines = new ArrayList<>();
        Map<String, PerftLevel> below = new LinkedHashMap<>();
        List<Turn> first = turns.of(canonical(fen, () -> "the position"));
        List<CompletableFuture<TurnResult>> results = first.stream().map(implementation::resolveAsync).toList();
        for (int i = 0; i < first.size(); i++) {
            Turn turn = first.get(i);
            TurnResult result = answer(results.get(i));
            long count = 0;
            long distinct = 0;
            if (result instanceof TurnResult.Resolved r) {
                String after = canonical(r.position(), () -> "the position after " + JointTurns.label(turn));
                boolean over = r.outcome().status() != Outcome.Status.ONGOING;
                if (depth == 1) {
                    count = 1;
                    distinct = 1;
                } else if (!over) {
                    PerftLevel level = below.computeIfAbsent(after, p -> count(p, depth - 1).get(depth - 2));
                    count = level.jointTurns();
                    distinct = level.distinctPositions();
                }
            }
            lines.add(new Divided(JointTurns.label(turn), count, distinct, result instanceof TurnResult.Rejected));
        }
        return lines;
    }

    /**
     * One line of a divide.
     *
     * @param turn     the first joint turn in the coordinate form: "e2e4 e7e5 (White first)", "White e2e4 e4e5"
     * @param count    the sequences of the divide's depth that begin with it
     * @param distinct the distinct positions those sequences end in (halfmove and fullmove counters aside)
     * @param rejected whether the implementation rejected it
     */
    public record Divided(String turn, long count, long distinct, boolean rejected) {
    }

    /** The positions of one depth with their counts of paths, expanded into the next depth. */
    public final class Levels {

        private Map<String, Long> frontier = new LinkedHashMap<>();
        private int depth;

        private Levels(String fen) {
            frontier.put(canonical(fen, () -> "the position"), 1L);
        }

        /** The next depth's counts. */
        public PerftLevel next() {
            Map<String, Long> next = new LinkedHashMap<>();
            Set<String> distinct = new HashSet<>();
            long played = 0;
            long finished = 0;
            long rejected = 0;
            Deque<Sent> ahead = new ArrayDeque<>();
            Iterator<Map.Entry<String, Long>> nodes = frontier.entrySet().iterator();
            while (nodes.hasNext() || !ahead.isEmpty()) {
                while (nodes.hasNext() && ahead.size() < NODES_AHEAD) {
                    Map.Entry<String, Long> node = nodes.next();
                    List<Turn> of = turns.of(node.getKey());
                    ahead.add(new Sent(node.getKey(), node.getValue(), of, of.stream().map(implementation::resolveAsync).toList()));
                }
                Sent node = ahead.poll();
                long paths = node.paths();
                for (int i = 0; i < node.turns().size(); i++) {
                    Turn turn = node.turns().get(i);
                    TurnResult result = answer(node.results().get(i));
                    if (!(result instanceof TurnResult.Resolved r)) {
                        rejected += paths;
                        continue;
                    }
                    String after = canonical(r.position(), () -> "the position after " + JointTurns.label(turn) + " from " + node.fen());
                    played += paths;
                    distinct.add(withoutCounters(after));
                    if (r.outcome().status() != Outcome.Status.ONGOING) {
                        finished += paths;
                    } else {
                        next.merge(after, paths, Long::sum);
                    }
                }
            }
            frontier = next;
            depth++;
            return new PerftLevel(depth, played, distinct.size(), finished, rejected);
        }
    }

    /** A position of the frontier with its count of paths, and its joint turns sent to be resolved. */
    private record Sent(String fen, long paths, List<Turn> turns, List<CompletableFuture<TurnResult>> results) {
    }

    /** The result a future completes with, or what it failed with, thrown as {@link Implementation#resolve} would have. */
    private static TurnResult answer(CompletableFuture<TurnResult> result) {
        try {
            return result.join();
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : e;
        }
    }

    /**
     * The FEN as the board model writes it, so that two spellings of one position count once; {@code what} names it in
     * the message of a missing or unreadable one, and is worded only then.
     */
    private String canonical(String fen, Supplier<String> what) {
        if (fen == null) {
            throw new IllegalStateException(implementation.describe().name() + " answered no FEN for " + what.get());
        }
        try {
            return Fen.format(Fen.parse(fen));
        } catch (NotationException e) {
            throw new IllegalStateException(what.get() + " is not FEN: " + e.getMessage());
        }
    }

    /** The FEN without its halfmove and fullmove fields (the fifth and sixth). */
    static String withoutCounters(String fen) {
        int fourth = nthSpace(fen, 4);
        if (fourth < 0) {
            return fen;
        }
        int sixth = nthSpace(fen, 6);
        return sixth < 0 ? fen.substring(0, fourth) : fen.substring(0, fourth) + fen.substring(sixth);
    }

    /** The index of the {@code n}th space of a text, or -1. */
    private static int nthSpace(String text, int n) {
        int at = -1;
        for (int i = 0; i < n; i++) {
            at = text.indexOf(' ', at + 1);
            if (at < 0) {
                return -1;
            }
        }
        return at;
    }
}
