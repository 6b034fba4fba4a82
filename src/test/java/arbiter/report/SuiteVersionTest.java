package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commit a report names is the one of the specification it read, wherever Arbiter runs. */
class SuiteVersionTest {

    @TempDir
    Path dir;

    @Test
    void featuresInARepositoryAreNamedByThatRepositorysHead() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("spec"));
        git(repo, "init", "-q");
        Files.writeString(repo.resolve("a.feature"), "Feature: a\n");
        git(repo, "add", ".");
        git(repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "spec");
        String head = git(repo, "rev-parse", "HEAD");
        assertThat(SuiteVersion.commit(repo)).isEqualTo(head).matches("[0-9a-f]{40}");
    }

    @Test
    void featuresOutsideAnyRepositoryAreNamedByTheCommitTheBuildRecorded() throws IOException {
        Properties built = new Properties();
        try (InputStream in = SuiteVersion.class.getClassLoader().getResourceAsStream("arbiter/build-commit.properties")) {
            assertThat(in).as("the build records its commit").isNotNull();
            built.load(in);
        }
        String expected = built.getProperty("git.commit.id", "");
        assertThat(SuiteVersion.commit(dir)).isEqualTo(expected.matches("[0-9a-f]{40}") ? expected : "unknown");
        assertThat(SuiteVersion.commit(null)).as("the copy inside the jar").isEqualTo(SuiteVersion.commit(dir));
    }

    private static String git(Path repo, String... args) throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        try {
            assertThat(p.waitFor()).as(out).isZero();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return out;
    }
}
