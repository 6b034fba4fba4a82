package arbiter.rulebook.files;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Square;
import arbiter.board.svg.Annotations;
import arbiter.board.svg.BoardSvg;
import arbiter.report.PngCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The PDF renderer lays out XHTML with the project's SVG diagrams; its pages, turned into pictures
 * by pdftoppm, are not blank. Skipped without pdftoppm unless ARBITER_REQUIRE_BROWSER=1.
 */
public class RulebookPdfTest {

    @TempDir
    Path dir;

    /** Skips the calling test without pdftoppm, or fails it when ARBITER_REQUIRE_BROWSER=1; public for the books' PDF tests. */
    public static void requirePdftoppm() {
        boolean present;
        try {
            Process p = new ProcessBuilder("pdftoppm", "-v").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            present = p.waitFor(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            present = false;
        }
        if (!present) {
            if ("1".equals(System.getenv("ARBITER_REQUIRE_BROWSER"))) {
                fail("pdftoppm (Debian poppler-utils) is not installed, and ARBITER_REQUIRE_BROWSER=1 requires the PDF check");
            }
            Assumptions.abort("pdftoppm is not installed: PDF page check skipped");
        }
    }

    /** Turns every page of a PDF into a PNG and returns them. */
    public static List<Path> pages(Path pdf, Path out) throws Exception {
        Process p = new ProcessBuilder("pdftoppm", "-png", "-r", "50", pdf.toString(), out.resolve("page").toString())
                .redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(said).isZero();
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(f -> f.getFileName().toString().startsWith("page")).sorted().toList();
        }
    }

    @Test
    void anXhtmlPageWithADiagramBecomesANonBlankPdfPage() throws Exception {
        requirePdftoppm();
        String board = BoardSvg.svg(Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
                Annotations.NONE.withArrow(Square.parse("e2"), Square.parse("e4"), Color.WHITE, "1st")
                        .withArrow(Square.parse("e7"), Square.parse("e5"), Color.BLACK));
        String xhtml = "<!DOCTYPE html><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title>"
                + "<style>@page { size: A4; margin: 2cm }</style></head><body><h1>Rule 1 &#8212; simultaneity</h1>"
                + "<p>Both players move at once.</p><div>" + board + "</div></body></html>";
        Path pdf = dir.resolve("book.pdf");
        RulebookPdf.write(xhtml, pdf);
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes());
        Path out = Files.createDirectories(dir.resolve("png"));
        List<Path> pages = pages(pdf, out);
        assertThat(pages).hasSize(1);
        assertThat(PngCheck.problem(pages.get(0))).isNull();
    }

    @Test
    void brokenMarkupIsAClearError() {
        Path pdf = dir.resolve("bad.pdf");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> RulebookPdf.write("<html><body><p>unclosed</body>", pdf))
                .isInstanceOf(java.io.IOException.class).hasMessageStartingWith("cannot lay out the PDF");
    }
}
