package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rulebook.files.RulebookPdf;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * The whole SimulChess book from ./features: well-formed XHTML and a PDF, its sentences free of
 * XYMYX's ranks and registration order, its contrasts called differences between the games, and
 * its notes on the sources.
 */
class SimulChessBookTest {

    @TempDir
    Path dir;

    @Test
    void theSimulChessBookIsWellFormedAndToldInItsOwnTerms() throws Exception {
        Book book = new BookBuilder().build(Books.FEATURES, List.of("simulchess")).get(0);
        String html = RulebookHtml.render(book);
        Document d = RulebookHtmlTest.parse(html);
        assertThat(d.getDocumentElement().getLocalName()).isEqualTo("html");
        assertThat(html).contains("Differences between the games", "Notes on the sources", "Movement Categories", "bsvg-stopped-w",
                "bsvg-off-w", "bsvg-destroyed");
        String md = RulebookMarkdown.render(book);
        assertThat(md).startsWith("# SimulChess: the rulebook\n").doesNotContain("outranks", "nobody registered first",
                "Both moves are carried out and nothing else happens. White wins by checkmate", "itself captured on its way");
        Path pdf = dir.resolve("simulchess.pdf");
        RulebookPdf.write(html, pdf);
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes());
    }
}
