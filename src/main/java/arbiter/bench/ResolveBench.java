package arbiter.bench;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.protocol.ProcessImplementation;
import arbiter.protocol.ResolveRate;
import java.util.List;

/** Resolves per second of an implementation, cycling through a list of turns, in rounds of a fixed length. */
public final class ResolveBench {

    /** How many requests the protocol figure keeps in flight (pipelined by {@link Implementation#resolveAsync}). */
    public static final int IN_FLIGHT = 128;

    private ResolveBench() {
    }

    /** Resolves per second of each round, after a warm-up of {@code warmUp} seconds that is not counted. */
    public static double[] inProcess(Implementation implementation, List<Turn> turns, int rounds, double seconds, double warmUp) {
        return measure(rounds, seconds, warmUp, (start, count) -> {
            for (int i = 0; i < count; i++) {
                implementation.resolve(turns.get((int) ((start + i) % turns.size())));
            }
        });
    }

    /**
     * The same over the protocol, {@link #IN_FLIGHT} requests kept in flight, every answer checked against the one
     * expected (so that a lost or wrong answer cannot pass for speed).
     */
    public static double[] overTheProtocol(ProcessImplementation child, List<Turn> turns, List<TurnResult> expected, int rounds,
            double seconds, double warmUp) {
        ResolveRate.measure(child, turns, expected, warmUp);
        double[] rates = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            rates[r] = ResolveRate.measure(child, turns, expected, seconds).perSecond();
        }
        return rates;
    }

    /** Resolves {@code count} turns of the list from index {@code start} on. */
    private interface Batch {
        void resolve(long start, int count);
    }

    private static double[] measure(int rounds, double seconds, double warmUp, Batch batch) {
        double[] rates = new double[rounds];
        for (int r = -1; r < rounds; r++) {
            long deadline = System.nanoTime() + (long) ((r < 0 ? warmUp : seconds) * 1e9);
            long begin = System.nanoTime();
            long count = 0;
            int size = 10;
            while (System.nanoTime() < deadline) {
                batch.resolve(count, size);
                count += size;
            }
            if (r >= 0) {
                rates[r] = count / ((System.nanoTime() - begin) / 1e9);
            }
        }
        return rates;
    }
}
