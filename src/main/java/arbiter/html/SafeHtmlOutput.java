package arbiter.html;

import arbiter.board.XmlText;
import gg.jte.html.HtmlTemplateOutput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * Where the jte templates of the report and the rulebook (src/main/jte) write: the template's own markup as
 * it stands, and every value through {@link XmlText#escape}, so that whatever an adapter or a feature file
 * holds stays text and the page stays well-formed XML, in element content and attributes alike.
 */
public final class SafeHtmlOutput implements HtmlTemplateOutput {

    private final Writer writer;

    /** Output into {@code writer}; an {@link IOException} comes out as {@link UncheckedIOException}. */
    public SafeHtmlOutput(Writer writer) {
        this.writer = writer;
    }

    @Override
    public void writeContent(String value) {
        try {
            writer.write(value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void writeContent(String value, int beginIndex, int endIndex) {
        writeContent(value.substring(beginIndex, endIndex));
    }

    @Override
    public void writeUserContent(String value) {
        if (value != null) {
            writeContent(XmlText.escape(value));
        }
    }

    @Override
    public void setContext(String tagName, String attributeName) {
        // one escaping serves element content and quoted attributes alike
    }

    /**
     * Runs a template's rendering and turns its {@link UncheckedIOException} back into the {@link IOException}
     * the writer threw.
     */
    public static void render(Writer writer, Rendering rendering) throws IOException {
        try {
            rendering.into(new SafeHtmlOutput(writer));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** A call of a generated template's {@code render} with its parameters. */
    @FunctionalInterface
    public interface Rendering {
        /** Writes the template into {@code output}. */
        void into(SafeHtmlOutput output);
    }
}
