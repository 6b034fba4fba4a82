package arbiter.fuzz;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * Feeds one target a number of inputs drawn from a seed, in a thread of its own that is watched:
 * an input without an answer within the limit is reported as a hang. The same seed gives the
 * same inputs. An escape is kept with its input and a shorter input that escapes the same way.
 */
public final class Campaign {

    /** The longest clear refusal: one line a reader of the report takes in at a glance. */
    public static final int CLEAR_LENGTH = 500;

    private static final int SHRINK_TRIES = 3000;

    private final long seed;
    private final Duration hangLimit;

    public Campaign(long seed, Duration hangLimit) {
        this.seed = seed;
        this.hangLimit = hangLimit;
    }

    /** Runs {@code inputs} inputs through the target; returns early, marked hung, when one gets no answer. */
    public Tally run(FuzzTarget target, long inputs) throws InterruptedException {
        Tally tally = new Tally(target.name());
        Worker worker = new Worker(target, inputs, tally);
        Thread thread = new Thread(worker, "fuzz-" + target.name());
        thread.setDaemon(true);
        long begin = System.nanoTime();
        thread.start();
        while (thread.isAlive()) {
            thread.join(50);
            long started = worker.started;
            String input = worker.current;
            if (thread.isAlive() && input != null && System.nanoTime() - started > hangLimit.toNanos()) {
                tally.hung = true;
                tally.escape("hang");
                tally.keep(new Tally.Escape("no answer within " + hangLimit.toMillis() + " ms", input, input));
                break;
            }
        }
        tally.nanos = System.nanoTime() - begin;
        return tally;
    }

    /** Whether a refusal says something, on one line, briefly. */
    public static boolean clear(String message) {
        return message != null && !message.isBlank() && message.length() <= CLEAR_LENGTH
                && message.chars().noneMatch(c -> c == '\n' || c == '\r');
    }

    private final class Worker implements Runnable {
        private final FuzzTarget target;
        private final long inputs;
        private final Tally tally;
        volatile String current;
        volatile long started;

        Worker(FuzzTarget target, long inputs, Tally tally) {
            this.target = target;
            this.inputs = inputs;
            this.tally = tally;
        }

        @Override
        public void run() {
            SplittableRandom random = new SplittableRandom(seed ^ target.name().hashCode());
            for (long i = 0; i < inputs; i++) {
                String input = target.input(random);
                started = System.nanoTime();
                current = input;
                String escape = outcome(target, input, tally);
                current = null;
                tally.slowestNanos = Math.max(tally.slowestNanos, System.nanoTime() - started);
                tally.inputs++;
                if (escape != null && tally.escape(escape)) {
                    tally.keep(new Tally.Escape(escape, input, shrink(input, in -> sameKind(escape, outcome(target, in, null)))));
                }
            }
        }
    }

    /** Feeds one input; counts it when a tally is given; returns what escaped, or null. */
    static String outcome(FuzzTarget target, String input, Tally tally) {
        try {
            String refusal = target.feed(input);
            if (refusal == null) {
                if (tally != null) {
                    tally.read++;
                }
                return null;
            }
            if (!clear(refusal)) {
                return "unclear refusal (blank, several lines, or over " + CLEAR_LENGTH + " characters): "
                        + Escaped.of(refusal.length() > 200 ? refusal.substring(0, 200) + "..." : refusal);
            }
            if (tally != null) {
                tally.refusal(refusal);
            }
            return null;
        } catch (Throwable t) {
            return t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
        }
    }

    private static boolean sameKind(String escape, String other) {
        return other != null && Tally.fold(escape).equals(Tally.fold(other));
    }

    /** Deletes pieces of the input, halving their size, while it still escapes the same way. */
    static String shrink(String input, Predicate<String> stillEscapes) {
        String best = input;
        int tries = SHRINK_TRIES;
        for (int chunk = Math.max(1, best.length() / 2); chunk >= 1 && tries > 0; chunk /= 2) {
            for (int at = 0; at < best.length() && tries > 0; tries--) {
                String candidate = best.substring(0, at) + best.substring(Math.min(best.length(), at + chunk));
                if (stillEscapes.test(candidate)) {
                    best = candidate;
                } else {
                    at += chunk;
                }
            }
        }
        return best;
    }
}
