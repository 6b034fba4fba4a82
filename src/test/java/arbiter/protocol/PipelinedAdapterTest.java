package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Several requests under way at once to one adapter ({@link ProcessImplementation#resolveAsync}):
 * every answer reaches its own request, whether the adapter answers in order or (having said so)
 * in any order; whatever it does wrong in the middle of a batch fails the one request it was
 * answering, the adapter is restarted, and every other request of the batch is answered rightly.
 */
@ExtendWith(NoChildOutlives.class)
class PipelinedAdapterTest {

    /** Limits no healthy adapter comes near on a machine however busy; a hang is waited for {@link #HANG}, many times what a healthy answer needs. */
    private static final AdapterOptions OPTIONS = AdapterOptions.defaults().withTimeout(Duration.ofSeconds(60))
            .withStartTimeout(Duration.ofSeconds(120)).withInFlight(8);
    private static final Duration HANG = Duration.ofSeconds(10);
    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);
    private static final String START = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** Turns whose answers all differ: a collision, two openings, a capture, a rejection. */
    static final List<Turn> TURNS = List.of(
            new Turn("xymyx", "7k/6pp/8/r7/8/8/5PPP/3Q2K1 w - - 0 1", "d1d5", "a5d5", Side.WHITE),
            new Turn("xymyx", START, "e2e4", "e7e5", Side.WHITE),
            new Turn("xymyx", START, "g1f3", "b8c6", Side.BLACK),
            new Turn("xymyx", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1a4", "b6a4", Side.WHITE),
            new Turn("xymyx", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1b2", "b6a4", Side.BLACK));

    @TempDir
    Path temp;

    private ProcessImplementation once(String mode, AdapterOptions options) {
        return AdapterFaultTest.once(temp, mode, options);
    }

    private static ProcessImplementation always(String mode, AdapterOptions options) {
        return AdapterFaultTest.always(mode, options);
    }

    /** The answers to {@code count} turns sent without waiting: each the result, or the message of the fault it failed with. */
    private static List<Object> batch(Implementation adapter, int count) throws Exception {
        List<CompletableFuture<TurnResult>> futures = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            futures.add(adapter.resolveAsync(TURNS.get(i % TURNS.size())));
        }
        List<Object> answers = new ArrayList<>();
        for (CompletableFuture<TurnResult> future : futures) {
            try {
                answers.add(future.get(10, TimeUnit.MINUTES));
            } catch (java.util.concurrent.ExecutionException e) {
                assertThat(e.getCause()).isInstanceOf(AdapterFault.class);
                answers.add(e.getCause().getMessage());
            }
        }
        return answers;
    }

    /** Asserts that every answer but those at {@code faulted} is the reference's, and returns the faults' messages. */
    private static List<String> rightButFor(List<Object> answers, Integer... faulted) {
        List<String> faults = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            if (List.of(faulted).contains(i)) {
                assertThat(answers.get(i)).as("answer %d", i).isInstanceOf(String.class);
                faults.add((String) answers.get(i));
            } else {
                assertThat(answers.get(i)).as("answer %d", i).isEqualTo(REFERENCE.resolve(TURNS.get(i % TURNS.size())));
            }
        }
        return faults;
    }

    @Test
    void manyRequestsUnderWayToServeAreEachAnsweredRightly() throws Exception {
        String serve = "java -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        try (ProcessImplementation adapter = new ProcessImplementation(serve, OPTIONS.withInFlight(32))) {
            rightButFor(batch(adapter, 500));
            assertThat(adapter.legalMoves("xymyx", START, Side.WHITE)).isEqualTo(REFERENCE.legalMoves("xymyx", START, Side.WHITE));
        }
    }

    @Test
    void threadsAskingOneAtATimeEachGetTheirOwnAnswers() throws Exception {
        try (ProcessImplementation adapter = always("any-order", OPTIONS.withInFlight(3))) {
            List<CompletableFuture<Void>> threads = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                int offset = t;
                threads.add(CompletableFuture.runAsync(() -> {
                    for (int i = 0; i < 25; i++) {
                        Turn turn = TURNS.get((i + offset) % TURNS.size());
                        assertThat(adapter.resolve(turn)).isEqualTo(REFERENCE.resolve(turn));
                    }
                }, runnable -> new Thread(runnable).start()));
            }
            CompletableFuture.allOf(threads.toArray(CompletableFuture[]::new)).get(10, TimeUnit.MINUTES);
        }
    }

    @Test
    void anAdapterThatSaysItAnswersInAnyOrderIsMatchedById() throws Exception {
        try (ProcessImplementation adapter = always("any-order", OPTIONS)) {
            rightButFor(batch(adapter, 40));
        }
    }

    @Test
    void answersOutOfOrderFromAnAdapterThatDidNotSaySoAreAFaultOfTheOneAwaited() throws Exception {
        try (ProcessImplementation adapter = once("reversed", OPTIONS)) {
            List<Object> answers = batch(adapter, 12);
            int faulted = answers.indexOf(answers.stream().filter(String.class::isInstance).findFirst().orElseThrow());
            assertThat(rightButFor(answers, faulted)).singleElement().asString()
                    .containsPattern("it answered resolve request \\d+ with id \\d+, a later request's: answers come in the order of the"
                            + " requests unless its hello says \"answers\":\"any-order\"");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "crash-on-resolve-3 | 2 | it exited with status 3 instead of answering resolve",
        "hang-on-resolve    | 0 | it did not answer resolve within 10 s; it was stopped and will be restarted",
        "garbage            | 0 | cannot be read: not JSON",
        "wrong-id           | 0 | with id",
        "not-utf8           | 0 | it wrote a line that is not UTF-8",
        "oversized          | 0 | it wrote a line longer than 1048576 bytes answering resolve",
        "duplicate-id       | 2 | it answered resolve request"})
    void aFaultInTheMiddleOfABatchFailsTheRequestAwaitedAndTheRestAreAnsweredByTheRestartedAdapter(String mode, int faulted,
            String message) throws Exception {
        try (ProcessImplementation adapter = once(mode, mode.startsWith("hang") ? OPTIONS.withTimeout(HANG) : OPTIONS)) {
            assertThat(rightButFor(batch(adapter, 12), faulted)).singleElement().asString().contains(message);
        }
    }

    @Test
    void anAdapterThatBreaksForGoodFailsEachRequestOfTheBatchAsOneAtATimeWould() throws Exception {
        try (ProcessImplementation adapter = once("crash-then-broken", OPTIONS)) {
            List<String> faults = rightButFor(batch(adapter, 6), 0, 1, 2, 3, 4, 5);
            assertThat(faults.get(0)).contains("it exited with status 3 instead of answering resolve");
            assertThat(faults.subList(1, 4)).allSatisfy(f -> assertThat(f).contains("it exited with status 1 instead of answering hello"));
            assertThat(faults.subList(4, 6)).allSatisfy(f -> assertThat(f).contains("the adapter was given up after 3 failed starts"));
        }
    }

    @Test
    void aSlowAdapterIsTimedFromItsAnswerBeforeNotFromWhenTheRequestWasSent() throws Exception {
        // 32 answers a fifth of a second apart: the last comes over 6 s after it was sent, each within 4 s of the one before
        // (a fifth of a second, and the rest for a busy machine)
        try (ProcessImplementation adapter = always("slow", OPTIONS.withInFlight(32).withTimeout(Duration.ofSeconds(4)))) {
            rightButFor(batch(adapter, 32));
        }
    }

    @Test
    void aRequestMadeOneAtATimeWhileOthersAreUnderWayGetsItsOwnAnswer() throws Exception {
        try (ProcessImplementation adapter = always("slow", OPTIONS)) {
            CompletableFuture<TurnResult> first = adapter.resolveAsync(TURNS.get(1));
            assertThat(adapter.startPosition("xymyx")).isEqualTo(START);
            assertThat(first.get(10, TimeUnit.MINUTES)).isEqualTo(REFERENCE.resolve(TURNS.get(1)));
        }
    }

    @Test
    void closingWithRequestsUnderWayLeavesNoneUnanswered() {
        List<CompletableFuture<TurnResult>> futures = new ArrayList<>();
        try (ProcessImplementation adapter = always("slow", OPTIONS)) {
            for (int i = 0; i < 8; i++) {
                futures.add(adapter.resolveAsync(TURNS.get(i % TURNS.size())));
            }
        }
        assertThat(futures).allSatisfy(f -> assertThat(f).isDone());
    }

    @Test
    void aWindowOfLessThanOneRequestIsRefused() {
        assertThatThrownBy(() -> OPTIONS.withInFlight(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("at least one request must be allowed in flight, not 0");
    }

    @Test
    void theDefaultOfTheInterfaceResolvesAtOnceAndFailsAsResolveThrows() {
        Implementation refusing = new arbiter.suite.ForwardingImplementation(REFERENCE) {
            @Override
            public TurnResult resolve(Turn turn) {
                throw new arbiter.api.UnsupportedException("not today");
            }
        };
        assertThat(REFERENCE.resolveAsync(TURNS.get(0))).isCompletedWithValue(REFERENCE.resolve(TURNS.get(0)));
        assertThatThrownBy(() -> refusing.resolveAsync(TURNS.get(0)).join()).isInstanceOf(CompletionException.class)
                .hasCauseInstanceOf(arbiter.api.UnsupportedException.class).hasRootCauseMessage("not today");
    }
}
