package arbiter.rulebook.files;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.svgsupport.BatikSVGDrawer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The rulebook as PDF: the same XHTML as the HTML book, laid out on A4 pages by openhtmltopdf, its
 * inline SVG diagrams drawn as vectors (crisp at any zoom and in print).
 */
public final class RulebookPdf {

    static {
        com.openhtmltopdf.util.XRLog.setLoggingEnabled(false);
    }

    private RulebookPdf() {
    }

    /**
     * @param xhtml the book as well-formed XHTML (the HTML book's text)
     * @param pdf   where to write the PDF
     */
    public static void write(String xhtml, Path pdf) throws IOException {
        try (OutputStream out = Files.newOutputStream(pdf)) {
            PdfRendererBuilder builder = new PdfRendererBuilder();
            builder.useFastMode();
            builder.useSVGDrawer(new BatikSVGDrawer());
            builder.withHtmlContent(xhtml, pdf.toAbsolutePath().getParent().toUri().toString());
            builder.toStream(out);
            builder.run();
        } catch (RuntimeException e) {
            throw new IOException("cannot lay out the PDF " + pdf + ": " + e.getMessage(), e);
        }
    }
}
