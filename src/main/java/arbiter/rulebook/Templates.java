package arbiter.rulebook;

import arbiter.html.SafeHtmlOutput;
import java.io.StringWriter;

/** The book's jte templates (src/main/jte/rulebook) rendered to a string of XHTML, every value escaped. */
final class Templates {

    private Templates() {
    }

    /** The markup a template's rendering writes. */
    static String html(SafeHtmlOutput.Rendering rendering) {
        StringWriter w = new StringWriter();
        rendering.into(new SafeHtmlOutput(w));
        return w.toString();
    }
}
