package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.Chromium;
import arbiter.report.PngCheck;
import arbiter.rulebook.files.RulebookFiles;
import arbiter.rulebook.files.RulebookPdfTest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Both XYMYX books as a reader gets them: the HTML opened in headless Chromium (not blank, no
 * console message, at desktop and phone widths) and every page of the PDF turned into a picture
 * by pdftoppm, none blank. Screenshots stay in {@code target/rulebook-screenshots/}.
 */
class RulebookInBrowserTest {

    private static final Path SHOTS = Path.of("target", "rulebook-screenshots");
    /**
     * A printed page: at least 0.3 per cent of it inked. A title page of text has about three per
     * cent, the last page of a chapter with a single line about half a per cent; a blank page with
     * only its number about 0.02.
     */
    private static final double PRINTED_INK = 0.003;

    @TempDir
    Path dir;

    @Test
    void theHtmlBooksRenderWithoutConsoleErrors() throws Exception {
        Chromium chromium = Chromium.require(dir);
        Files.createDirectories(SHOTS);
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            List<Path> written = RulebookFiles.write(Books.of(ruleset), dir, List.of("html"));
            chromium.screenshotChecked(written.get(0), SHOTS.resolve(ruleset + "-desktop.png").toAbsolutePath(), 1100, 1800);
            chromium.screenshotChecked(written.get(0), SHOTS.resolve(ruleset + "-phone.png").toAbsolutePath(), 390, 1600);
        }
    }

    @Test
    void everyPageOfThePdfBooksHasSomethingOnIt() throws Exception {
        RulebookPdfTest.requirePdftoppm();
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            Book book = Books.of(ruleset);
            Path out = Files.createDirectories(dir.resolve(ruleset));
            Path pdf = RulebookFiles.write(book, out, List.of("pdf")).get(0);
            List<Path> pages = RulebookPdfTest.pages(pdf, out);
            assertThat(pages).as(ruleset + " pages").hasSizeGreaterThan(book.exampleCount() / 4);
            for (Path page : pages) {
                assertThat(PngCheck.problem(page, PRINTED_INK)).as(page.getFileName().toString()).isNull();
            }
        }
    }
}
