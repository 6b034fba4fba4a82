package arbiter.differential;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.Outcome;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;

/**
 * A differential run: cases drawn from the seed, each a random game from the ruleset's start or
 * a few turns from a random placement, every turn of it sent to both implementations and
 * compared; each disagreement is shrunk and kept once per variant, the variants grouped by cause
 * ({@link Finding#cause}, {@link Finding#variant}). The reference makes the
 * positions and moves and plays the games on, whichever two implementations are compared. Case
 * {@code n} of a seed is always the same case; a run of shard {@code i} of {@code n} takes the
 * cases {@code i-1}, {@code i-1+n}, ...
 */
public final class DifferentialRun {

    /** Told after every compared turn. */
    public interface Listener {
        void turnDone(long turns, int findings);
    }

    private final Implementation expected;
    private final Implementation other;
    private final ReferenceMoves moves;
    private final RandomTurns turns;
    private final RandomPlacements placements;
    private final Shrinker shrinker;
    private final Implementation reference;
    private final Map<String, RulesetTally> tallies = new LinkedHashMap<>();
    /** Each cause's variants, each a shrunk turn, in the order they were met. */
    private final Map<String, Map<String, Finding>> findings = new LinkedHashMap<>();
    private long compared;
    private final int[] brokenInARow = new int[2];
    private String gaveUp;

    /** How many turns are played and sent ahead of the one compared: enough to keep an adapter's window of requests full. */
    private static final int AHEAD = 64;

    /** How many turns in a row a program through the protocol may break on before the run gives it up. */
    static final int GIVE_UP = 10;

    /**
     * @param reference the implementation that makes positions and moves (the reference)
     * @param expected  the implementation whose answers are taken as right
     * @param other     the implementation compared with it
     */
    public DifferentialRun(Implementation reference, Implementation expected, Implementation other) {
        this.reference = reference;
        this.expected = expected;
        this.other = other;
        this.moves = new ReferenceMoves(reference);
        this.turns = new RandomTurns(moves);
        this.placements = new RandomPlacements(moves);
        this.shrinker = new Shrinker(moves);
    }

    /**
     * Runs the plan; the tallies and findings are then read with {@link #tallies} and {@link #findings}.
     * The reference plays each case out first (it decides how the game goes on), and the case's turns
     * are sent to the implementations compared before the answers are looked at, up to
     * {@value #AHEAD} turns ahead, so that an adapter has several under way; the turns are compared in the order a case at a time
     * would compare them.
     */
    public void run(FuzzPlan plan, Listener listener) {
        plan.rulesets().forEach(r -> tallies.put(r, RulesetTally.of(r)));
        long deadline = plan.seconds() > 0 ? System.nanoTime() + (long) (plan.seconds() * 1e9) : Long.MAX_VALUE;
        Deque<PlayedCase> ahead = new ArrayDeque<>();
        long planned = 0;
        long n = plan.shard() - 1L;
        long began = System.nanoTime();
        while (compared < plan.turns() && System.nanoTime() < deadline && gaveUp == null) {
            while ((ahead.isEmpty() || planned - compared < AHEAD) && planned < plan.turns() && System.nanoTime() < deadline) {
                PlayedCase next = play(plan, n, plan.turns() - planned);
                planned += next.turns().size();
                n += plan.shards();
                ahead.add(next);
            }
            if (ahead.isEmpty()) {
                return;
            }
            PlayedCase played = ahead.poll();
            for (int k = 0; k < played.turns().size() && compared < plan.turns() && System.nanoTime() < deadline && gaveUp == null; k++) {
                compare(played.turns().get(k), played.expected().get(k).join(), played.other().get(k).join(), played.number(), began);
                began = System.nanoTime();
                listener.turnDone(compared, findings.size());
            }
        }
    }

    /** Case {@code number}, played by the reference, at most {@code most} turns, each sent to both implementations compared. */
    private PlayedCase play(FuzzPlan plan, long number, long most) {
        Random rng = new Random(new SplittableRandom(plan.seed() ^ (number * 0x9E3779B97F4A7C15L)).nextLong());
        String ruleset = plan.rulesets().get(rng.nextInt(plan.rulesets().size()));
        String start = reference.startPosition(ruleset);
        boolean fromStart = rng.nextBoolean();
        String fen = fromStart ? start : placements.next(ruleset, start, rng);
        int length = fromStart ? 1 + rng.nextInt(40) : 1 + rng.nextInt(4);
        PlayedCase played = new PlayedCase(number, new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (int k = 0; k < length && k < most; k++) {
            Turn turn = turns.next(ruleset, fen, rng);
            if (turn == null) {
                break;
            }
            Answer byReference = Answer.of(reference, turn);
            played.turns().add(turn);
            played.expected().add(expected == reference ? CompletableFuture.completedFuture(byReference) : Answer.later(expected, turn));
            played.other().add(Answer.later(other, turn));
            if (!(byReference.result() instanceof TurnResult.Resolved r) || !r.outcome().equals(Outcome.ONGOING)) {
                break;
            }
            fen = r.position();
        }
        return played;
    }

    /** A case's turns as the reference played them, and the two answers to come to each. */
    private record PlayedCase(long number, List<Turn> turns, List<CompletableFuture<Answer>> expected, List<CompletableFuture<Answer>> other) {
    }

    /** Compares one turn's answers, keeping what they show. */
    private void compare(Turn turn, Answer a, Answer b, long number, long began) {
        boolean unsupported = a.unsupported() || b.unsupported();
        boolean error = !unsupported && (a.error() != null || b.error() != null);
        boolean differs = !unsupported && !a.compared().equals(b.compared());
        boolean fresh = false;
        if (differs) {
            String cause = Finding.cause(turn.ruleset(), a, b);
            Map<String, Finding> variants = findings.get(cause);
            fresh = variants == null;
            if (fresh || !variants.containsKey(Finding.variant(turn.ruleset(), a, b))) {
                Finding shrunk = shrink(new Finding(turn, a, b, turn, number));
                findings.computeIfAbsent(cause, c -> new LinkedHashMap<>()).putIfAbsent(shrunk.variant(), shrunk);
            }
        }
        compared++;
        watch(a, expected, 0);
        watch(b, other, 1);
        tallies.merge(turn.ruleset(), RulesetTally.of(turn.ruleset()).counted(differs, fresh, unsupported, error,
                System.nanoTime() - began), RulesetTally::plus);
    }

    /**
     * Gives up a program through the protocol (an {@link AutoCloseable} implementation) that broke on {@link #GIVE_UP} turns
     * in a row: one that crashed for good or hangs would otherwise hold the run for the request timeout of every turn.
     */
    private void watch(Answer answer, Implementation implementation, int which) {
        if (!(implementation instanceof AutoCloseable)) {
            return;
        }
        brokenInARow[which] = answer.error() == null ? 0 : brokenInARow[which] + 1;
        if (brokenInARow[which] >= GIVE_UP) {
            gaveUp = (which == 0 ? "the first implementation" : "the implementation compared") + " broke on " + GIVE_UP
                    + " turns in a row, the last: " + answer.error();
        }
    }

    /** Why the run stopped early (an adapter broke on turn after turn); null when it did not. */
    public String gaveUp() {
        return gaveUp;
    }

    /** The finding made small while the answers disagree in the same way. */
    private Finding shrink(Finding found) {
        String variant = found.variant();
        boolean broke = found.expected().error() != null || found.other().error() != null;
        Turn smallest = shrinker.shrink(found.turn(), t -> {
            Answer a = Answer.of(expected, t);
            Answer b = Answer.of(other, t);
            return !a.unsupported() && !b.unsupported() && !a.compared().equals(b.compared())
                    && Finding.variant(t.ruleset(), a, b).equals(variant);
        }, broke ? Shrinker.ERROR_BUDGET : Shrinker.BUDGET);
        return new Finding(smallest, Answer.of(expected, smallest), Answer.of(other, smallest), found.turn(), found.caseNumber());
    }

    /** The tallies per ruleset, in the plan's order. */
    public List<RulesetTally> tallies() {
        return new ArrayList<>(tallies.values());
    }

    /** The distinct findings, one per cause, each its first variant met, in the order they were met. */
    public List<Finding> findings() {
        return findings.values().stream().map(v -> v.values().iterator().next()).toList();
    }

    /** Every variant of {@code finding}'s cause, each a shrunk turn, the finding itself first. */
    public List<Finding> variants(Finding finding) {
        Map<String, Finding> variants = findings.get(finding.cause());
        return variants == null ? List.of(finding) : new ArrayList<>(variants.values());
    }

    /** The turns compared. */
    public long turns() {
        return compared;
    }
}
