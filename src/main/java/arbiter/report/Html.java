package arbiter.report;

import gg.jte.Content;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Helpers of the report's templates (src/main/jte/report), which escape every value themselves
 * ({@link arbiter.html.SafeHtmlOutput}, through {@link arbiter.board.XmlText#escape}): ids, tokens and URL parts
 * made from strings of {@code report.json}. Links to addresses from the report are made only by {@link #safeHref}.
 * Public for the links a comparison's page makes into each run's report.
 */
public final class Html {

    private static final Pattern WEB = Pattern.compile("https?://[^\\s\"'<>`\\\\]+", Pattern.CASE_INSENSITIVE);

    private Html() {
    }

    /** Percent-encodes all but letters, digits and {@code - . _ ~} (UTF-8), for a path segment or a fragment. */
    public static String urlPart(String s) {
        StringBuilder b = new StringBuilder();
        for (byte x : (s == null ? "" : s).getBytes(StandardCharsets.UTF_8)) {
            int c = x & 0xff;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
                    || c == '_' || c == '~') {
                b.append((char) c);
            } else {
                b.append('%').append(String.format(Locale.ROOT, "%02X", c));
            }
        }
        return b.toString();
    }

    /** The address when it is a plain http or https URL, else null (no link is to be made); a template escapes it. */
    static String safeHref(String url) {
        return url == null || !WEB.matcher(url).matches() ? null : url;
    }

    /** The element id of a scenario: {@code scenario-<id>} with white space made underscores (a template escapes it). */
    static String scenarioAnchor(String id) {
        return "scenario-" + (id == null ? "" : id.replaceAll("\\s", "_"));
    }

    /** A link target for {@link #scenarioAnchor}. */
    public static String scenarioHref(String id) {
        return "#" + urlPart(scenarioAnchor(id));
    }

    /** A token for a class name or a space-separated data attribute: white space made underscores (a template escapes it). */
    static String word(String s) {
        return s == null ? "" : s.replaceAll("\\s", "_");
    }

    /** Markup that Java code writes to the page's writer itself, as a template's {@link Content}, in the template's order. */
    static Content written(Writing writing) {
        return output -> {
            try {
                writing.write();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    /** Writes markup straight to the page's writer. */
    @FunctionalInterface
    interface Writing {
        /** Writes. */
        void write() throws IOException;
    }
}
