package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.protocol.fixtures.StrictAdapter;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * An adapter that trusts docs/protocol.md passes the whole specification: {@link StrictAdapter},
 * written from the page alone and refusing as {@code invalid-input} whatever the page does not
 * allow (a {@code first} in SimulChess, a turn of a shape its ruleset does not have), is run as a
 * child process through every scenario of every ruleset, and every one passes. So whatever
 * Arbiter sends is what the page says it sends.
 */
class StrictAdapterTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void anAdapterWrittenFromTheProtocolPageAlonePassesEveryScenario() {
        AdapterOptions options = AdapterOptions.defaults().withTimeout(Duration.ofMinutes(5));
        List<ScenarioResult> results;
        try (ProcessImplementation adapter = new ProcessImplementation(StrictAdapter.command(), options)) {
            assertThat(adapter.apiVersion()).isEqualTo(2);
            assertThatThrownBy(() -> adapter.resolve(new Turn("simulchess", START, List.of("e2e4"), List.of("e7e5"), Side.WHITE,
                    List.of()))).as("strict: no first in simulchess").isInstanceOf(InvalidInputException.class)
                    .hasMessageContaining("\"first\" is given, but in simulchess it is left out");
            assertThatThrownBy(() -> adapter.resolve(new Turn("xymyx", START, List.of("e2e4"), List.of(), null, List.of())))
                    .as("strict: one move each in xymyx").isInstanceOf(InvalidInputException.class);
            results = SuiteRun.run("features", null, adapter);
        }
        assertThat(results).hasSizeGreaterThan(600);
        Map<Verdict, List<String>> verdicts = results.stream().collect(Collectors.groupingBy(ScenarioResult::verdict,
                Collectors.mapping(r -> r.id() + ": " + r.message(), Collectors.toList())));
        assertThat(verdicts.keySet()).as("%s", verdicts.entrySet().stream().filter(e -> e.getKey() != Verdict.PASSED)
                .map(e -> e.getKey() + " " + e.getValue().size() + ", first: " + e.getValue().get(0)).toList())
                .containsOnly(Verdict.PASSED);
    }
}
