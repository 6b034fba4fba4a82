package arbiter.report;

import arbiter.html.SafeHtmlOutput;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import gg.jte.Content;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * {@code report.html}: the conformance report for people, one self-contained file (inline CSS,
 * script and SVG; no network) made from {@code report.json}. It shows who was tested, the summary
 * with both denominators, a clause-by-verdict matrix per ruleset, the failed, errored and skipped
 * scenarios grouped by cause ({@link CauseSection}), then the scenarios: failed and errored ones in
 * full (message, cause, board diagrams before, expected and actual, events side by side, standard
 * error, and to copy the commands that run it again, the protocol request and the Gherkin), skipped
 * ones with their reasons, not applicable and passed ones as collapsed lists. A small script adds
 * filters by ruleset, clause, verdict and text; without it everything is still shown.
 *
 * <p>Memory stays bounded whatever the size of the run: {@code report.json} is read with the
 * streaming parser in one pass, a scenario at a time, each section put aside in a temporary file
 * until its turn ({@link SortedScenarios}); the Causes section keeps the ids and titles of the
 * scenarios that did not pass. The page is written as it goes. Everything taken from the report is escaped.
 */
public final class HtmlReport {

    private HtmlReport() {
    }

    /**
     * Writes the page.
     *
     * @param reportJson a {@code report.json} as written by {@link ReportJson}
     * @param html       the file to write (replaced if present, written whole or not at all)
     * @throws IOException when the report cannot be read or the page written
     */
    public static void write(Path reportJson, Path html) throws IOException {
        FileWriting.DISK.whole(html, out -> write(reportJson, out));
    }

    /** Writes the page made from {@code reportJson} to {@code out}. */
    public static void write(Path reportJson, OutputStream out) throws IOException {
        try (SortedScenarios sorted = new SortedScenarios()) {
            ObjectNode head = ReportReader.head(reportJson, sorted);
            write(reportJson, head, sorted, out);
        }
    }

    private static void write(Path reportJson, ObjectNode head, SortedScenarios sorted, OutputStream out) throws IOException {
        Map<String, Long> counts = sorted.counts();
        boolean broken = counts.getOrDefault("failed", 0L) + counts.getOrDefault("errored", 0L) > 0;
        JsonNode rulesets = head.path("rulesets");
        BookLinks books = BookLinks.beside(reportJson.toAbsolutePath().getParent(), rulesets);
        String script = "\n" + resource("report.js");
        String title = "Arbiter report: " + ReportReader.str(head.path("implementation"), "name");
        boolean causes = counts.getOrDefault("failed", 0L) + counts.getOrDefault("errored", 0L)
                + counts.getOrDefault("skipped", 0L) > 0;
        List<Map<String, String>> causeAnchors = new ArrayList<>();
        try (Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16)) {
            Content top = Html.written(() -> {
                Overview.header(w, head, broken);
                SafeHtmlOutput.render(w, o -> JtenavGenerated.render(o, null, counts, causes));
            });
            Content overview = Html.written(() -> {
                Overview.summary(w, head.path("summary"), counts);
                Overview.matrix(w, rulesets, books);
                causeAnchors.add(CauseSection.write(w, sorted.causes()));
            });
            Content filters = Html.written(() -> Overview.filters(w, rulesets, counts));
            Content scenarios = Html.written(() -> sorted.write(w,
                    new FailureCard(Rerun.read(head),
                            causeAnchors.get(0), books)));
            SafeHtmlOutput.render(w, o -> JtepageGenerated.render(o, null, title, sha256(script), resource("report.css"),
                    script, top, overview, filters, !broken, scenarios));
        }
    }

    /** The CSP source expression that allows exactly this inline script. */
    private static String sha256(String script) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(script.getBytes(StandardCharsets.UTF_8));
            return "sha256-" + Base64.getEncoder().encodeToString(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A file under {@code /report/} on the class path; it must not contain a closing style or script tag. Public for
     * the style sheets a comparison's page shares with the report.
     */
    public static String resource(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream("/report/" + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource /report/" + name);
            }
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            if (text.toLowerCase(java.util.Locale.ROOT).matches("(?s).*</(script|style).*")) {
                throw new IllegalStateException("/report/" + name + " must not close its element");
            }
            return text;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
