package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Description;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shortcuts the writers of a run take at scale say exactly what the long way said. */
class RecordedRunTest {

    @TempDir
    Path dir;

    /** Files whose name starts with {@code name} fail after {@code bytes} bytes, as on a full disk. */
    private static FileWriting fullAfter(String name, int bytes) {
        return file -> {
            OutputStream real = Files.newOutputStream(file);
            return !file.getFileName().toString().startsWith(name) ? real : new FilterOutputStream(real) {
                private int left = bytes;

                @Override
                public void write(int b) throws IOException {
                    if (left-- <= 0) {
                        throw new IOException("No space left on device");
                    }
                    out.write(b);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    for (int i = 0; i < len; i++) {
                        write(b[off + i]);
                    }
                }
            };
        };
    }

    @Test
    void aSmallFileCutShortIsRemovedAndNamedWithTheReason() throws IOException {
        Path file = dir.resolve("result.json");
        assertThatThrownBy(() -> fullAfter("result", 10).small(file, "{\"a twenty byte\":1}".getBytes()))
                .hasMessage(file + ": No space left on device");
        assertThat(file).doesNotExist();
        FileWriting.DISK.small(file, "{}".getBytes());
        assertThat(file).hasContent("{}");
    }

    @Test
    void aTestCaseTimeIsWhatPercentThreeFWrites() {
        for (long millis : new long[] {0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 86_400_000, 999_999_999_999L, 1_000_000_000_000L, -1, -1500}) {
            assertThat(JUnitXml.seconds(millis)).as("%d ms", millis).isEqualTo(String.format(Locale.ROOT, "%.3f", millis / 1000.0));
        }
    }

    @Test
    void theTimingOfARunListsEveryResultWithItsTimeThoseTheLogCouldNotTakeToo() throws IOException {
        RunInfo info = new RunInfo("test", "unknown", 1, new Description("impl", "1", "Java", "", List.of("xymyx")), null, List.of(), null, true);
        RunRecorder recorder = new RunRecorder(dir.resolve("run"), info, ClauseCatalogue.parse("- `xymyx.R1` one\n"),
                Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC), fullAfter("results.jsonl", 900));
        for (int i = 0; i < 12; i++) {
            recorder.accept(new ScenarioResult("s-" + i, "Scenario " + i, "features/x.feature", i, List.of("@xymyx.R1"), "xymyx",
                    Verdict.PASSED, "", null, 100 + i));
        }
        recorder.finish(true, "summary\n");
        assertThat(recorder.problems()).singleElement().asString().startsWith("could not append to ");
        JsonNode millis = new ObjectMapper().readTree(dir.resolve("run/report.json").toFile()).path("timing").path("scenarioMillis");
        assertThat(millis).hasSize(12);
        for (int i = 0; i < 12; i++) {
            assertThat(millis.path("s-" + i).asLong()).isEqualTo(100 + i);
        }
    }
}
