package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code conform} through an adapter leaves the deep joint perft scenarios out unless asked: skipped, with the
 * way to run them on the terminal and the same verdict in every report; in process they run.
 */
class DeepPerftConformTest {

    @TempDir
    Path reports;

    private static String serve() {
        return "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
    }

    @Test
    void throughAnAdapterTheDeepOneIsSkippedAndTheTerminalSaysHowToRunIt() throws IOException {
        CommandRun run = new CommandRun();
        int status = run.run("conform", "--adapter", serve(), "--ruleset", "simulchess", "--tags", "@perft", "--no-rulebook",
                "--timeout", "60", "--start-timeout", "120", "--reports", reports.toString());
        assertThat(status).as(run.out + "\n" + run.err).isZero();
        assertThat(run.out.toString())
                .contains("3 scenarios: 2 passed, 0 failed, 0 errored, 1 skipped, 0 not applicable")
                .contains("1 skipped: a deep joint perft, left out of a run through an adapter unless asked: add --deep-perft")
                .contains("simulchess-perft-001");
        Path dir = onlyRun();
        JsonNode report = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(report.toString()).contains("\"skipped\"");
        assertThat(Files.readString(dir.resolve("junit.xml"))).containsPattern("skipped=\"1\"");
        assertThat(Files.readString(dir.resolve("results.jsonl"))).containsPattern(
                "\"id\":\"simulchess-perft-001\"[^\\n]*\"verdict\":\"SKIPPED\",\"message\":\"a deep joint perft");
    }

    @Test
    void inProcessTheDeepOneRuns() {
        CommandRun run = new CommandRun();
        int status = run.run("conform", "--id", "simulchess-perft-001", "--reports", reports.toString());
        assertThat(status).as(run.out + "\n" + run.err).isZero();
        assertThat(run.out.toString()).contains("1 scenario: 1 passed, 0 failed, 0 errored, 0 skipped, 0 not applicable");
    }

    private Path onlyRun() throws IOException {
        try (Stream<Path> dirs = Files.list(reports)) {
            List<Path> runs = dirs.filter(Files::isDirectory).toList();
            assertThat(runs).hasSize(1);
            return runs.get(0);
        }
    }
}
