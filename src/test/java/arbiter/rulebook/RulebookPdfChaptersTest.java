package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rulebook.files.RulebookFiles;
import arbiter.rulebook.files.RulebookPdfTest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PDF book has the chapters the HTML has for finding one's way (the rules at a glance, the index
 * by clause id) and none of the screen's: the side contents and the corner button do not print.
 * Read back with pdftotext (poppler-utils, as pdftoppm); skipped without it unless ARBITER_REQUIRE_BROWSER=1.
 */
class RulebookPdfChaptersTest {

    @TempDir
    Path dir;

    @Test
    void thePdfHasTheGlanceAndTheIndexButNotTheScreensContents() throws Exception {
        RulebookPdfTest.requirePdftoppm();
        Book book = Books.all().stream().filter(b -> b.ruleset().equals("simulchess")).findFirst().orElseThrow();
        Path pdf = RulebookFiles.write(book, dir, List.of("pdf")).get(0);
        Path txt = dir.resolve("book.txt");
        Process p = new ProcessBuilder("pdftotext", "-layout", pdf.toString(), txt.toString()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(said).isZero();
        String text = Files.readString(txt, StandardCharsets.UTF_8);
        assertThat(text).contains(Glance.TITLE, ClauseIndex.TITLE, "simulchess.chain-capture");
        assertThat(text.indexOf(Glance.TITLE)).isLessThan(text.indexOf("Example 1 "));
        assertThat(text.lastIndexOf(ClauseIndex.TITLE)).isGreaterThan(text.lastIndexOf("Example " + book.exampleCount() + " "));
        assertThat(text).as("the side contents").doesNotContain("At a glance");
    }
}
