package arbiter.protocol;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * Resolves per second of an implementation, with as many turns under way as it keeps
 * ({@link Implementation#resolveAsync}: one at a time in process; up to
 * {@link AdapterOptions#inFlight()} through the protocol), every answer checked against the one
 * expected, so that a lost or wrong answer cannot pass for speed.
 *
 * @param resolves how many turns were resolved
 * @param seconds  how long they took, from the first request to the last answer
 */
public record ResolveRate(long resolves, double seconds) {

    /** Resolves per second. */
    public double perSecond() {
        return resolves / seconds;
    }

    /**
     * Resolves {@code turns} over and over, in order, for about {@code seconds} (after a warm-up of
     * two thousand), with requests kept under way, and waits for the last answer.
     *
     * @param expected the right answer to each of {@code turns}, at the same index
     * @throws IllegalStateException when an answer is not the one expected
     * @throws RuntimeException      what a resolve failed with
     */
    public static ResolveRate measure(Implementation implementation, List<Turn> turns, List<TurnResult> expected, double seconds) {
        run(implementation, turns, expected, 2000, Long.MAX_VALUE);
        long begin = System.nanoTime();
        long count = run(implementation, turns, expected, Long.MAX_VALUE, begin + (long) (seconds * 1e9));
        return new ResolveRate(count, (System.nanoTime() - begin) / 1e9);
    }

    private static long run(Implementation implementation, List<Turn> turns, List<TurnResult> expected, long most, long deadline) {
        Deque<CompletableFuture<TurnResult>> under = new ArrayDeque<>();
        long sent = 0;
        long checked = 0;
        while (sent < most && System.nanoTime() < deadline) {
            under.add(implementation.resolveAsync(turns.get((int) (sent % turns.size()))));
            sent++;
            while (!under.isEmpty() && (under.peek().isDone() || under.size() > 4096)) {
                check(under.poll().join(), expected, checked++);
            }
        }
        while (!under.isEmpty()) {
            check(under.poll().join(), expected, checked++);
        }
        return sent;
    }

    private static void check(TurnResult result, List<TurnResult> expected, long n) {
        TurnResult right = expected.get((int) (n % expected.size()));
        if (!right.equals(result)) {
            throw new IllegalStateException("resolve " + n + " answered " + result + " where " + right + " was expected");
        }
    }
}
