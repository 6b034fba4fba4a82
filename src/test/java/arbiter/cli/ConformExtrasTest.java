package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code conform} writes besides its reports: the Allure HTML only on request, books in the formats asked for. */
class ConformExtrasTest {

    @TempDir
    Path reports;

    private final CommandRun command = new CommandRun();
    private final StringWriter out = command.out;
    private final StringWriter err = command.err;

    private int run(String... args) {
        return command.run(args);
    }

    private Path theRun() throws Exception {
        try (Stream<Path> dirs = Files.list(reports)) {
            return dirs.findFirst().orElseThrow();
        }
    }

    @Test
    void theAllureResultsAreAlwaysWrittenAndTheirHtmlOnlyOnRequest() throws Exception {
        assertThat(run("conform", "--id", "xymyx-r2-001", "--reports", reports.toString())).isZero();
        Path run = theRun();
        assertThat(run.resolve("allure-results")).isNotEmptyDirectory();
        assertThat(run.resolve("allure-report")).doesNotExist();
        assertThat(out.toString()).doesNotContain("allure:");
    }

    @Test
    void askedForWithoutTheMavenWrapperTheAllureHtmlIsExplainedNotBuilt() throws Exception {
        assertThat(System.getenv("ARBITER_MVNW")).as("the test runs outside ./arbiter").isNull();
        assertThat(run("conform", "--id", "xymyx-r2-001", "--allure-html", "--reports", reports.toString())).isZero();
        Path run = theRun();
        assertThat(out.toString()).contains("allure generate --single-file " + run.resolve("allure-results"));
        assertThat(run.resolve("allure-report")).doesNotExist();
    }

    @Test
    void aFilteredRunAskedForMarkdownWritesItsBookInMarkdownOnly() throws Exception {
        assertThat(run("conform", "--id", "zeitgeist-rule2-001", "--rulebook", "md", "--reports", reports.toString())).isZero();
        Path run = theRun();
        assertThat(run.resolve("rulebook-zeitgeist.md")).isNotEmptyFile();
        assertThat(run.resolve("rulebook-zeitgeist.html")).doesNotExist();
        assertThat(out.toString()).contains("rulebook: zeitgeist (md) beside the report");
    }

    @Test
    void anUnknownFormatIsOneLineBeforeAnythingRuns() {
        assertThat(run("conform", "--rulebook", "html,epub", "--reports", reports.toString())).isEqualTo(2);
        assertThat(err.toString().strip()).isEqualTo("arbiter: unknown format \"epub\"; the formats are html, md, pdf");
        assertThat(reports).isEmptyDirectory();
    }
}
