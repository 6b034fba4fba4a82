package arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cli.ArbiterCommand;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Python kit of {@code kits/python/} keeps its word: its own unit tests pass
 * ({@code python3 -m unittest discover -s kits/python}), and the orthodox chess adapter written on it,
 * {@code examples/python-chess/}, passes every scenario of the ruleset {@code chess} that a run through
 * an adapter plays (the deep joint perfts are skipped, as in every such run), with nothing failed or
 * errored; its README gives the command and the tally.
 *
 * <p>Without python3 the tests are skipped, except under {@code CI=true}, where CI's machine is meant
 * to have it and its absence is a failure (the rule of {@link NodeAdaptersTest}).
 */
class PythonKitTest {

    static final String COMMAND = "python3 examples/python-chess/chess_adapter.py";

    /** The command the README gives, which this test runs (with its reports in a folder of its own). */
    static final String CONFORM = "./arbiter conform --adapter \"" + COMMAND + "\" --ruleset chess";

    /** Total, passed, failed, errored, skipped (the four deep perfts), not applicable. */
    static final List<Integer> TALLY = List.of(NodeAdaptersTest.SCENARIOS, 93, 0, 0, 4, 0);

    @BeforeAll
    static void pythonIsThere() {
        RequiredTools.require("kits/python and examples/python-chess", "python3");
    }

    @Test
    void theKitsUnitTestsPass() throws Exception {
        Path log = Files.createTempFile("python-kit-unittest", ".log");
        Process python = new ProcessBuilder("python3", "-m", "unittest", "discover", "-s", "kits/python")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean done = python.waitFor(5, TimeUnit.MINUTES);
        if (!done) {
            python.destroyForcibly();
        }
        String output = Files.readString(log);
        assertThat(done && python.exitValue() == 0).as("python3 -m unittest discover -s kits/python%n%s", output).isTrue();
        assertThat(output).as("the unit tests ran").containsPattern("Ran [1-9][0-9]* tests").contains("OK");
    }

    @Test
    void theChessExamplePassesEveryScenarioOfAnAdapterRun(@TempDir Path reports) throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), "conform",
                "--adapter", COMMAND, "--ruleset", "chess", "--reports", reports.toString(), "--no-rulebook", "--color=never");
        assertThat(status).as("the exit status of %s%n%s%n%s", CONFORM, out, err).isZero();

        JsonNode report = NodeAdaptersTest.report(reports);
        JsonNode summary = report.path("summary");
        assertThat(report.path("implementation").path("name").asText()).isEqualTo("python-chess-example");
        assertThat(report.path("implementation").path("language").asText()).isEqualTo("Python");
        assertThat(List.of(summary.path("total").asInt(), summary.path("passed").asInt(), summary.path("failed").asInt(),
                summary.path("errored").asInt(), summary.path("skipped").asInt(), summary.path("notApplicable").asInt()))
                .as("total, passed, failed, errored, skipped, not applicable%n%s", out)
                .isEqualTo(TALLY);
        for (JsonNode scenario : report.path("scenarios")) {
            if ("skipped".equals(scenario.path("verdict").asText())) {
                assertThat(scenario.path("id").asText()).as("only the deep joint perfts are skipped")
                        .isIn("chess-perft-002", "chess-perft-004", "chess-perft-006", "chess-perft-009");
            }
        }
    }

    @Test
    void theReadmesGiveTheCommandAndTheTally() throws IOException {
        String readme = Files.readString(Path.of("examples/python-chess/README.md"));
        assertThat(readme).contains(CONFORM, TALLY.get(0) + " scenarios: " + TALLY.get(1) + " passed, 0 failed, 0 errored, "
                + TALLY.get(4) + " skipped");
        assertThat(Path.of("kits/python/README.md")).content().contains("python3 -m unittest discover -s kits/python");
        assertThat(Path.of("README.md")).content().as("the project's README, where an implementer starts").contains(CONFORM);
    }
}
