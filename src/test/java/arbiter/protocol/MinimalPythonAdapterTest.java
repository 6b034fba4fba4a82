package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The example adapter of {@code examples/python/} keeps working: it answers the handshake with
 * valid messages of protocol version 2, reads the turns it is sent, and what it declares
 * unsupported is skipped with its reason, not failed.
 */
class MinimalPythonAdapterTest {

    private static final String COMMAND = "python3 examples/python/minimal_adapter.py";
    private static final AdapterOptions CHECKED = AdapterOptions.defaults().withTimeout(Duration.ofSeconds(60))
            .withStartTimeout(Duration.ofSeconds(120))
            .withChecker(MessageSchemas::problems);

    @BeforeAll
    static void pythonIsThere() throws Exception {
        assertThat(Path.of("examples/python/minimal_adapter.py")).exists();
        boolean python;
        try {
            Process p = new ProcessBuilder("python3", "--version").start();
            python = p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (java.io.IOException e) {
            python = false;
        }
        assumeTrue(python, "python3 is not installed here");
    }

    @Test
    void itIntroducesItselfAndGivesTheStartPosition() {
        try (ProcessImplementation adapter = new ProcessImplementation(COMMAND, CHECKED)) {
            assertThat(adapter.apiVersion()).as("the protocol version it speaks").isEqualTo(2);
            assertThat(adapter.describe().name()).isEqualTo("minimal-python-adapter");
            assertThat(adapter.describe().language()).isEqualTo("Python");
            assertThat(adapter.describe().rulesets()).containsExactly("xymyx");
            assertThat(adapter.startPosition("xymyx")).isEqualTo("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        }
    }

    @Test
    void whatItDoesNotDoIsSkippedWithItsReasonAndOtherRulesetsAreNotApplicable() {
        List<ScenarioResult> results;
        try (ProcessImplementation adapter = new ProcessImplementation(COMMAND, CHECKED)) {
            results = SuiteRun.run("features", "@xymyx.R2 or @xymyx-classic.R2", adapter);
        }
        assertThat(results).filteredOn(r -> "xymyx".equals(r.ruleset())).isNotEmpty().allSatisfy(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.SKIPPED);
            assertThat(r.message()).startsWith("declared unsupported by minimal-python-adapter: ");
        });
        assertThat(results).filteredOn(r -> "xymyx-classic".equals(r.ruleset())).isNotEmpty()
                .allMatch(r -> r.verdict() == Verdict.NOT_APPLICABLE);
        assertThat(results).noneMatch(r -> r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED);
    }

    @Test
    void theReadmeShowsHowToRunIt() throws Exception {
        assertThat(Files.readString(Path.of("examples/python/README.md"))).contains("--adapter \"" + COMMAND + "\"");
    }
}
