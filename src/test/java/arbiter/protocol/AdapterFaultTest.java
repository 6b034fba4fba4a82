package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.UnsupportedException;
import arbiter.protocol.fixtures.MisbehavingAdapter;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every fault of the protocol page's table ("What Arbiter does when the adapter misbehaves") with a
 * real child process that commits it ({@link MisbehavingAdapter}): each becomes an error saying
 * what happened, with the adapter's last standard-error lines where it wrote any; the adapter is
 * restarted and the next request is answered; nothing outlives the test.
 */
@ExtendWith(NoChildOutlives.class)
class AdapterFaultTest {

    /**
     * Limits no healthy adapter comes near, however busy the machine: a fault test must not depend on how fast a
     * healthy process starts or answers. A hang is waited for {@link #HANG} ({@link #HANG_AT_START} at the start),
     * which the healthy process that replaces it gets too: many times what it needs on a busy machine.
     */
    private static final AdapterOptions OPTIONS = AdapterOptions.defaults().withTimeout(Duration.ofSeconds(60))
            .withStartTimeout(Duration.ofSeconds(120));
    private static final Duration HANG = Duration.ofSeconds(10);
    private static final Duration HANG_AT_START = Duration.ofSeconds(30);
    private static final AdapterOptions CHECKED = OPTIONS.withChecker(MessageSchemas::problems);
    private static final String STDERR = "its standard error (last lines):";

    /** Qd1-d5 against Ra5-d5: the Queen wins the collision. */
    private static final Turn TURN = new Turn("xymyx", "7k/6pp/8/r7/8/8/5PPP/3Q2K1 w - - 0 1", "d1d5", "a5d5", Side.WHITE);
    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);

    @TempDir
    Path temp;

    /** The adapter in {@code mode}, misbehaving only in its first process (the restarts behave). */
    private ProcessImplementation once(String mode, AdapterOptions options) {
        return once(temp, mode, options);
    }

    /** The adapter in {@code mode}, misbehaving only in the first process, which leaves a marker in {@code temp}. */
    static ProcessImplementation once(Path temp, String mode, AdapterOptions options) {
        return new ProcessImplementation(MisbehavingAdapter.command(mode, temp.resolve("misbehaved").toString()), options);
    }

    /** The adapter in {@code mode}, misbehaving in every process. */
    static ProcessImplementation always(String mode, AdapterOptions options) {
        return new ProcessImplementation(MisbehavingAdapter.command(mode), options);
    }

    private static void answersCorrectly(ProcessImplementation adapter) {
        assertThat(adapter.resolve(TURN)).isEqualTo(REFERENCE.resolve(TURN));
    }

    private static String fault(Runnable call) {
        Throwable thrown = catchThrowable(call::run);
        assertThat(thrown).isInstanceOf(AdapterFault.class);
        return thrown.getMessage();
    }

    /** The adapter's standard-error lines the message quotes, or an empty list when it quotes none. */
    private static List<String> stderrLines(String message) {
        int at = message.indexOf(STDERR);
        return at < 0 ? List.of() : message.substring(at + STDERR.length()).lines().skip(1).toList();
    }

    @Test
    void aCrashReportsTheExitStatusAndStderrAndTheNextRequestRestartsIt() {
        try (ProcessImplementation adapter = once("crash-on-resolve-2", OPTIONS)) {
            answersCorrectly(adapter);
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).contains("it exited with status 3 instead of answering resolve");
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: segmentation fault in resolve 2");
            answersCorrectly(adapter);
            answersCorrectly(adapter);
        }
    }

    @Test
    void aRequestNotAnsweredInTimeKillsItAndTheNextRequestRestartsIt() {
        try (ProcessImplementation adapter = once("hang-on-resolve", OPTIONS.withTimeout(HANG))) {
            assertThat(adapter.describe().name()).isEqualTo(Target.REFERENCE);
            long start = System.nanoTime();
            String message = fault(() -> adapter.resolve(TURN));
            // the lower bound is the limit itself; the upper one only says that it was not waited for long past it
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isBetween(HANG.minusMillis(100), HANG.plusSeconds(60));
            assertThat(message).contains("it did not answer resolve within 10 s; it was stopped and will be restarted");
            assertThat(stderrLines(message)).singleElement().asString().startsWith("misbehaving adapter: thinking about resolve ");
            answersCorrectly(adapter);
        }
    }

    @Test
    void aHelloNotAnsweredInTimeIsAFailedStartRetriedAtTheNextRequest() {
        try (ProcessImplementation adapter = once("hang-at-start", OPTIONS.withStartTimeout(HANG_AT_START))) {
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).contains("it did not answer hello within 30 s");
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: loading, please wait forever");
            answersCorrectly(adapter);
            assertThat(adapter.describe().name()).isEqualTo(Target.REFERENCE);
        }
    }

    @Test
    void afterThreeFailedStartsInARowTheAdapterIsGivenUp() {
        try (ProcessImplementation adapter = always("exit-at-start", OPTIONS)) {
            long oneStart = 0;
            for (int i = 0; i < 3; i++) {
                long start = System.nanoTime();
                String message = fault(() -> adapter.resolve(TURN));
                oneStart = System.nanoTime() - start;
                assertThat(message).contains("it exited with status 1 instead of answering hello");
                assertThat(stderrLines(message)).containsExactly("misbehaving adapter: cannot open its rule tables, giving up");
            }
            long start = System.nanoTime();
            String message = fault(() -> adapter.resolve(TURN));
            // no fourth start: answering takes less than a start of the process took, on a machine however busy
            assertThat(System.nanoTime() - start).isLessThan(oneStart);
            assertThat(message).startsWith("the adapter was given up after 3 failed starts; the last: ")
                    .contains("it exited with status 1 instead of answering hello");
            assertThat(fault(adapter::describe)).contains("given up");
            assertThat(fault(() -> adapter.startPosition("xymyx"))).contains("given up");
        }
    }

    @Test
    void aLineThatIsNotJsonIsQuotedAndTheAdapterRestarted() {
        try (ProcessImplementation adapter = once("garbage", OPTIONS)) {
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: printing a debug line to stdout by mistake");
            answersCorrectly(adapter);
        }
    }

    @Test
    void aLineThatIsJsonButNotAnObjectIsQuotedAndTheAdapterRestarted() {
        try (ProcessImplementation adapter = once("not-an-object", OPTIONS)) {
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).containsPattern("its answer to resolve request \\d+ cannot be read: not a JSON object: \"\\[1,2]\"$");
            assertThat(message).as("it wrote nothing to stderr").doesNotContain(STDERR);
            answersCorrectly(adapter);
        }
    }

    @Test
    void textAfterTheAnswersObjectIsRefusedAndTheAdapterRestarted() {
        try (ProcessImplementation adapter = once("trailing-garbage", OPTIONS)) {
            assertThat(fault(() -> adapter.resolve(TURN))).containsPattern("its answer to resolve request \\d+ cannot be read: "
                    + "text after the JSON object, at column \\d+: \"\\{\"id\":");
            answersCorrectly(adapter);
        }
    }

    @Test
    void anAnswerWithAFractionalIdIsRefusedAndTheAdapterRestarted() {
        try (ProcessImplementation adapter = once("fractional-id", OPTIONS)) {
            assertThat(fault(() -> adapter.resolve(TURN))).containsPattern("its answer to resolve request \\d+ cannot be read: "
                    + "\"id\" is \\d+\\.5, which is not a whole number from 0 to 9223372036854775807 in digits");
            answersCorrectly(adapter);
        }
    }

    @Test
    void anAnswerThatIsNotUtf8IsRefusedAndTheAdapterRestarted() {
        try (ProcessImplementation adapter = once("not-utf8", OPTIONS)) {
            assertThat(fault(() -> adapter.resolve(TURN))).containsPattern("it wrote a line that is not UTF-8 \\(at byte \\d+: 0xFF\\)"
                    + " answering resolve");
            answersCorrectly(adapter);
        }
    }

    @Test
    void blankLinesAreSkippedAndCarriageReturnsAreWhitespace() {
        try (ProcessImplementation adapter = always("blank-lines", OPTIONS)) {
            answersCorrectly(adapter);
            answersCorrectly(adapter);
        }
    }

    @Test
    void anAnswerWithAnotherIdSaysWhichWasExpectedAndTheAdapterIsRestarted() {
        try (ProcessImplementation adapter = once("wrong-id", OPTIONS)) {
            String message = fault(() -> adapter.resolve(TURN));
            Matcher ids = Pattern.compile("it answered resolve request (\\d+) with id (\\d+)").matcher(message);
            assertThat(ids.find()).as(message).isTrue();
            assertThat(Long.parseLong(ids.group(2))).isEqualTo(Long.parseLong(ids.group(1)) + 1);
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: off by one");
            answersCorrectly(adapter);
        }
    }

    @Test
    void aLineOverTheLimitIsRefusedAndTheAdapterRestarted() {
        try (ProcessImplementation adapter = once("oversized", OPTIONS)) {
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).contains("it wrote a line longer than 1048576 bytes answering resolve");
            assertThat(message.length()).isLessThan(100_000);
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: answering at length");
            answersCorrectly(adapter);
        }
    }

    @Test
    void aFloodOfStderrNeverBlocksTheAdapterAndOnlyItsLastLinesAreKept() {
        // a blocked adapter would never answer; the generous limit leaves room for a busy machine to read 50 MB
        AdapterOptions options = OPTIONS;
        try (ProcessImplementation adapter = always("stderr-flood", options)) {
            // 50 MB of standard error before each answer, which comes all the same
            answersCorrectly(adapter);
            answersCorrectly(adapter);
            // the third resolve crashes after its flood, so the fault shows what was kept of it
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).contains("it exited with status 4 instead of answering resolve");
            List<String> kept = stderrLines(message);
            assertThat(kept).hasSize(OPTIONS.stderrLines() + 1);
            assertThat(kept.get(0)).matches("\\[\\d+ earlier lines not kept]");
            assertThat(Long.parseLong(kept.get(0).replaceAll("\\D", ""))).isGreaterThan(500_000);
            assertThat(kept.get(kept.size() - 1)).isEqualTo("misbehaving adapter: flood over, crashing");
            assertThat(kept).allSatisfy(l -> assertThat(l.length()).isLessThan(600));
        }
    }

    @Test
    void protocolErrorsAreMappedToWhatTheyDeclare() {
        try (ProcessImplementation adapter = always("error-unsupported", OPTIONS)) {
            assertThatThrownBy(() -> adapter.resolve(TURN)).isInstanceOf(UnsupportedException.class)
                    .hasMessage("resolving is not implemented yet");
            assertThat(adapter.startPosition("xymyx")).isEqualTo(REFERENCE.startPosition("xymyx"));
        }
        try (ProcessImplementation adapter = always("error-invalid", OPTIONS)) {
            assertThatThrownBy(() -> adapter.resolve(TURN)).isInstanceOf(InvalidInputException.class)
                    .hasMessage("cannot read the FEN field 2");
            assertThat(adapter.startPosition("xymyx")).isEqualTo(REFERENCE.startPosition("xymyx"));
        }
        try (ProcessImplementation adapter = always("error-internal", OPTIONS)) {
            assertThat(fault(() -> adapter.resolve(TURN)))
                    .contains("it reported an internal error answering resolve: IndexError: list index out of range");
            assertThat(adapter.startPosition("xymyx")).isEqualTo(REFERENCE.startPosition("xymyx"));
        }
    }

    @Test
    void anAnswerOutsideTheSchemaIsAFaultNamingTheField() {
        try (ProcessImplementation adapter = once("bad-schema", CHECKED)) {
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).contains("its answer to resolve breaks the protocol's schema: ").contains("kind");
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: something exploded");
            // not a broken exchange: the same process goes on answering
            assertThat(adapter.startPosition("xymyx")).isEqualTo(REFERENCE.startPosition("xymyx"));
        }
    }

    @Test
    void anAnswerArbiterCannotReadIsAFaultEvenWithoutTheSchemas() {
        try (ProcessImplementation adapter = once("bad-schema", OPTIONS)) {
            String message = fault(() -> adapter.resolve(TURN));
            assertThat(message).contains("its answer to resolve is not the protocol's: \"kind\" is \"exploded\"");
            assertThat(stderrLines(message)).containsExactly("misbehaving adapter: something exploded");
            assertThat(adapter.startPosition("xymyx")).isEqualTo(REFERENCE.startPosition("xymyx"));
        }
    }

    @Test
    void theSuiteRunGoesOnAfterACrashAndLosesNoResult() {
        List<ScenarioResult> results;
        try (ProcessImplementation adapter = once("crash-on-resolve-1", OPTIONS)) {
            results = SuiteRun.run("features", "@id:xymyx-r2-001 or @id:xymyx-r2-002 or @id:xymyx-r3-001", adapter);
        }
        assertThat(results).hasSize(3);
        Map<String, ScenarioResult> byId = results.stream().collect(Collectors.toMap(ScenarioResult::id, Function.identity()));
        assertThat(byId).containsOnlyKeys("xymyx-r2-001", "xymyx-r2-002", "xymyx-r3-001");
        ScenarioResult crashed = results.get(0);
        assertThat(crashed.id()).isEqualTo("xymyx-r2-001");
        assertThat(crashed.verdict()).isEqualTo(Verdict.ERRORED);
        assertThat(crashed.message()).contains("exited with status 3")
                .contains("misbehaving adapter: segmentation fault in resolve 1");
        assertThat(results.subList(1, 3)).allSatisfy(r -> assertThat(r.verdict()).as(r.message()).isEqualTo(Verdict.PASSED));
    }

    @Test
    void aCrashIsNotHiddenByTheFailedRestartsAfterItAndThoseAreCountedOncePerScenario() {
        List<ScenarioResult> results;
        try (ProcessImplementation adapter = once("crash-then-broken", OPTIONS)) {
            results = SuiteRun.run("features", "@id:xymyx-r2-001 or @id:xymyx-r2-002 or @id:xymyx-r3-001 or @id:xymyx-r3-002"
                    + " or @id:xymyx-r3-003", adapter);
        }
        assertThat(results).extracting(ScenarioResult::id)
                .containsExactly("xymyx-r2-001", "xymyx-r2-002", "xymyx-r3-001", "xymyx-r3-002", "xymyx-r3-003");
        assertThat(results).allSatisfy(r -> assertThat(r.verdict()).isEqualTo(Verdict.ERRORED));
        assertThat(results.get(0).message()).contains("it exited with status 3 instead of answering resolve")
                .contains("misbehaving adapter: segmentation fault in resolve 1");
        assertThat(results.subList(1, 4)).allSatisfy(r -> assertThat(r.message())
                .contains("it exited with status 1 instead of answering hello")
                .contains("misbehaving adapter: cannot open its rule tables, giving up")
                .doesNotContain("given up after"));
        assertThat(results.get(4).message()).contains("the adapter was given up after 3 failed starts");
    }

    @Test
    void anAdapterThatExitsWhileAProcessItStartedHoldsItsPipesIsReportedByItsExitStatusAndNothingSurvives() throws Exception {
        Path pids = temp.resolve("pids");
        List<ScenarioResult> results;
        try (ProcessImplementation adapter = new ProcessImplementation(MisbehavingAdapter.leavingBehind(pids, "crash-on-resolve-1"),
                OPTIONS)) {
            results = SuiteRun.run("features", "@id:xymyx-r2-001 or @id:xymyx-r2-002 or @id:xymyx-r3-001", adapter);
        }
        assertThat(results).hasSize(3).allSatisfy(r -> assertThat(r.message())
                .contains("it exited with status 3 instead of answering resolve")
                .contains("misbehaving adapter: segmentation fault in resolve 1"));
        assertThat(survivors(pids)).as("processes of the adapters, and what they left behind, still running").isEmpty();
    }

    @Test
    void whatAnAdapterStartedIsEndedWithItWhenTheRunEnds() throws Exception {
        Path pids = temp.resolve("pids");
        try (ProcessImplementation adapter = new ProcessImplementation(MisbehavingAdapter.leavingBehind(pids, "well-behaved"),
                OPTIONS)) {
            answersCorrectly(adapter);
        }
        assertThat(survivors(pids)).as("the adapter, and what it left behind, still running").isEmpty();
    }

    /** The processes listed in {@code pids} (adapters and what they left behind) still alive. */
    private static List<Long> survivors(Path pids) throws IOException {
        List<Long> listed = MisbehavingAdapter.listed(pids);
        assertThat(listed).as("the adapters listed their processes").hasSizeGreaterThanOrEqualTo(2);
        List<Long> running = new ArrayList<>();
        for (long pid : listed) {
            if (MisbehavingAdapter.running(pid)) {
                running.add(pid);
            }
        }
        return running;
    }

    @Test
    void aCommandThatCannotRunSaysWhy() {
        try (ProcessImplementation adapter = new ProcessImplementation("./no-such-adapter-here", OPTIONS)) {
            for (int i = 0; i < 3; i++) {
                String message = fault(() -> adapter.resolve(TURN));
                assertThat(message).contains("with status 127");
                assertThat(stderrLines(message)).singleElement().asString().contains("no-such-adapter-here").contains("not found");
            }
            assertThat(fault(() -> adapter.resolve(TURN))).contains("given up");
        }
    }
}
