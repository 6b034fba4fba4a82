package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A features folder that is partly broken still runs the rest: each entry that cannot run becomes
 * one errored result naming it and what is wrong, and nothing blocks on a named pipe.
 */
class BrokenFeaturesFolderTest {

    @TempDir
    static Path dir;
    private static List<ScenarioResult> results;

    @BeforeAll
    static void run() throws Exception {
        BrokenFolder.create(dir);
        results = assertTimeoutPreemptively(Duration.ofMinutes(10),
                () -> SuiteRun.run(dir.toString(), null, Target.find(Target.REFERENCE)), "the run hung on a bad entry");
    }

    private static ScenarioResult of(String name) {
        return results.stream().filter(r -> r.file().endsWith("/" + name)).findFirst().orElseThrow();
    }

    @Test
    void theSoundFileStillRuns() {
        assertThat(results).filteredOn(r -> r.file().endsWith("r1-simultaneity.feature")).isNotEmpty()
                .allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.PASSED));
    }

    @Test
    void eachEntryThatCannotBeReadIsAnErrorSayingWhy() {
        for (String[] bad : BrokenFolder.BAD) {
            String file = dir.resolve("xymyx").resolve(bad[0]).toString();
            assertThat(of(bad[0])).satisfies(r -> {
                assertThat(r.id()).isEqualTo(file);
                assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
                assertThat(r.message()).isEqualTo(file + ":1: the feature file cannot be read, so none of its scenarios ran: " + bad[1]);
            });
        }
    }

    @Test
    void aFileWithoutAFeatureIsAnError() {
        String file = dir.resolve("xymyx/empty.feature").toString();
        assertThat(of("empty.feature").message()).isEqualTo(file + ":1: the feature file has no \"Feature:\" line, so it has no scenarios to run");
        assertThat(of("empty.feature").verdict()).isEqualTo(Verdict.ERRORED);
    }

    @Test
    void aNamedPipeAloneDoesNotBlockTheRun(@TempDir Path other) throws Exception {
        Path xymyx = Files.createDirectories(other.resolve("xymyx"));
        Files.copy(Path.of("features/xymyx/r1-simultaneity.feature"), xymyx.resolve("r1-simultaneity.feature"));
        assertThat(new ProcessBuilder("mkfifo", xymyx.resolve("pipe.feature").toString()).start().waitFor()).isZero();
        List<ScenarioResult> alone = assertTimeoutPreemptively(Duration.ofMinutes(10),
                () -> SuiteRun.run(other.toString(), null, Target.find(Target.REFERENCE)), "the run hung on a named pipe");
        assertThat(alone).filteredOn(r -> r.verdict() == Verdict.ERRORED).singleElement()
                .satisfies(r -> assertThat(r.file()).endsWith("pipe.feature"));
    }

    @Test
    void everyBadEntryIsOneResult() {
        assertThat(results).filteredOn(r -> r.verdict() != Verdict.PASSED).hasSize(BrokenFolder.BAD.length + 1);
    }
}
