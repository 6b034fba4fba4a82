package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.fixtures.MisbehavingAdapter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run stopped half way (as by Ctrl-C: the process is signalled) still leaves a report of what finished, marked incomplete. */
class InterruptedRunTest {

    @TempDir
    Path reports;

    @Test
    void aSignalledRunLeavesAnIncompleteReport() throws Exception {
        Process run = new ProcessBuilder("java", "-cp", System.getProperty("java.class.path"), ArbiterCommand.class.getName(),
                "conform", "--implementation", "fixture-slow", "--reports", reports.toString())
                .redirectErrorStream(true).redirectOutput(reports.resolve("console.txt").toFile()).start();
        Path lines = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            lines = resultsFile();
            if (lines != null && Files.readAllLines(lines).size() >= 5) {
                break;
            }
            Thread.sleep(100);
        }
        assertThat(lines).as("the run started writing results").isNotNull();
        run.destroy();
        assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Path dir = lines.getParent();
        JsonNode report = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(report.get("complete").asBoolean()).isFalse();
        int finished = report.get("scenarios").size();
        assertThat(finished).isGreaterThanOrEqualTo(5).isLessThan(296);
        assertThat(report.get("summary").get("total").asInt()).isEqualTo(finished);
        assertThat(Files.readString(dir.resolve("summary.txt"))).startsWith("INCOMPLETE RUN");
        assertThat(Files.readString(dir.resolve("report.html"))).isNotEmpty();
        assertThat(Files.readString(dir.resolve("junit.xml"))).contains("(INCOMPLETE)", "<system-err>INCOMPLETE RUN");
        assertThat(Files.readString(reports.resolve("console.txt"))).contains("the run was cut short; what finished is in");
    }

    @Test
    void aSignalledRunEndsItsAdapterAndWhatTheAdapterStarted() throws Exception {
        Path pids = reports.resolve("pids");
        Process run = new ProcessBuilder("java", "-cp", System.getProperty("java.class.path"), ArbiterCommand.class.getName(),
                "conform", "--adapter", MisbehavingAdapter.leavingBehind(pids, "hang-on-resolve"), "--timeout", "600",
                "--id", "xymyx-r2-001", "--no-allure-html", "--reports", reports.resolve("runs").toString())
                .redirectErrorStream(true).redirectOutput(reports.resolve("console.txt").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline && !(Files.exists(pids) && MisbehavingAdapter.listed(pids).size() >= 2)) {
            Thread.sleep(100);
        }
        assertThat(run.isAlive()).as("the run waits for an answer that never comes").isTrue();
        run.destroy();
        assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();
        List<Long> listed = MisbehavingAdapter.listed(pids);
        assertThat(listed).hasSizeGreaterThanOrEqualTo(2);
        for (long pid : listed) {
            assertThat(MisbehavingAdapter.running(pid)).as("process %d (the adapter, or what it left behind) still runs", pid).isFalse();
        }
    }

    private Path resultsFile() throws Exception {
        try (Stream<Path> dirs = Files.list(reports)) {
            List<Path> runs = dirs.filter(Files::isDirectory).toList();
            return runs.isEmpty() || !Files.exists(runs.get(0).resolve("results.jsonl")) ? null : runs.get(0).resolve("results.jsonl");
        }
    }
}
