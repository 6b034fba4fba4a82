package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The joint perft step sends an implementation that answers later (an adapter in another process) the turns ahead,
 * instead of waiting for each answer before the next question: through an adapter that is most of the step's time.
 */
class PerftPipelineTest {

    private final ExecutorService answering = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        answering.shutdownNow();
    }

    /** The reference, answering each turn on another thread, counting the turns asked and not yet answered. */
    private class Later extends ForwardingImplementation {

        final AtomicInteger underWay = new AtomicInteger();
        final AtomicInteger most = new AtomicInteger();
        final AtomicInteger asked = new AtomicInteger();

        Later(Implementation inner) {
            super(inner);
        }

        @Override
        public CompletableFuture<TurnResult> resolveAsync(Turn turn) {
            asked.incrementAndGet();
            most.accumulateAndGet(underWay.incrementAndGet(), Math::max);
            return CompletableFuture.supplyAsync(() -> {
                try {
                    return inner().resolve(turn);
                } finally {
                    underWay.decrementAndGet();
                }
            }, answering);
        }
    }

    @Test
    void theTurnsOfAPerftAreSentAheadAndCountedRightly() {
        Later later = new Later(Target.find(Target.REFERENCE));
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-perft-002", later);
        assertThat(results).singleElement().satisfies(r -> assertThat(r.verdict()).as(r.message()).isEqualTo(Verdict.PASSED));
        assertThat(later.asked.get()).isEqualTo(612);
        assertThat(later.most.get()).as("turns under way at once").isGreaterThan(1);
    }

    @Test
    void aTurnDeclaredUnsupportedLaterStillSkipsTheScenario() {
        Later refusing = new Later(Target.find(Target.REFERENCE)) {
            @Override
            public CompletableFuture<TurnResult> resolveAsync(Turn turn) {
                return CompletableFuture.failedFuture(new UnsupportedException("no turns today"));
            }
        };
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-perft-002", refusing);
        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.SKIPPED);
            assertThat(r.message()).isEqualTo("declared unsupported by arbiter-reference: no turns today");
        });
    }
}
