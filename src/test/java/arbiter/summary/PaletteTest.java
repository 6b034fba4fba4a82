package arbiter.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.suite.Verdict;
import arbiter.cli.CommandRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Colour only on a terminal, never with NO_COLOR set, never in a file; {@code --color} overrides. */
class PaletteTest {

    @TempDir
    Path reports;

    @Test
    void autoColoursATerminalUnlessNoColorIsSet() {
        assertThat(Palette.choose("auto", true, null)).isEqualTo(Palette.ANSI);
        assertThat(Palette.choose("auto", true, "")).isEqualTo(Palette.ANSI);
        assertThat(Palette.choose("auto", true, "1")).isEqualTo(Palette.PLAIN);
        assertThat(Palette.choose("auto", false, null)).isEqualTo(Palette.PLAIN);
        assertThat(Palette.choose("always", false, "1")).isEqualTo(Palette.ANSI);
        assertThat(Palette.choose("never", true, null)).isEqualTo(Palette.PLAIN);
        assertThatThrownBy(() -> Palette.choose("sometimes", true, null)).hasMessageContaining("auto, always or never");
    }

    @Test
    void eachVerdictHasItsColourAndNotApplicableNone() {
        assertThat(Palette.ANSI.paint(Verdict.PASSED, "ok")).isEqualTo("\u001b[32mok\u001b[0m");
        assertThat(Palette.ANSI.paint(Verdict.ERRORED, "e")).isEqualTo("\u001b[31me\u001b[0m");
        assertThat(Palette.ANSI.paint(Verdict.SKIPPED, "s")).isEqualTo("\u001b[33ms\u001b[0m");
        assertThat(Palette.ANSI.paint(Verdict.NOT_APPLICABLE, "n")).isEqualTo("n");
        assertThat(Palette.PLAIN.paint(Verdict.FAILED, "f")).isEqualTo("f");
    }

    @Test
    void colourAlwaysReachesTheTerminalButNeverSummaryTxt() throws IOException {
        CommandRun run = new CommandRun();
        run.run("conform", "--id", "xymyx-r2-001", "--no-allure-html", "--color", "always", "--reports", reports.toString());
        assertThat(run.out.toString()).contains("\u001b[32m1 passed\u001b[0m");
        try (Stream<Path> runs = Files.list(reports)) {
            Path dir = runs.findFirst().orElseThrow();
            assertThat(Files.readString(dir.resolve("summary.txt"))).contains("1 scenario: 1 passed").doesNotContain("\u001b");
        }
        CommandRun plain = new CommandRun();
        plain.run("conform", "--id", "xymyx-r2-001", "--no-allure-html", "--reports", reports.toString());
        assertThat(plain.out.toString()).as("not a terminal").contains("1 scenario: 1 passed").doesNotContain("\u001b");
    }
}
