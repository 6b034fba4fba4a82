package arbiter.report;

import arbiter.causes.FailureCauses;
import arbiter.html.SafeHtmlOutput;
import com.fasterxml.jackson.databind.JsonNode;
import gg.jte.Content;
import java.io.Closeable;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.Map;

/**
 * The scenarios of {@code report.json} sorted into the sections of {@code report.html} as they are
 * read, in the one pass that reads the report: counted, their causes gathered ({@link CauseSection}),
 * each section put aside in a {@link Spill} until its turn, so that only one scenario is ever in
 * memory. A line needs nothing the pass has not yet seen, and is written at once; a failure card
 * links its cause, which is known only at the end, so failed and errored scenarios are put aside as
 * JSON and drawn when their section's turn comes.
 */
final class SortedScenarios implements ReportReader.Visitor, Closeable {

    private final Map<String, Long> counts = new HashMap<>();
    private final FailureCauses<CauseSection.Member> causes = new FailureCauses<>();
    private final Map<String, Spill> spills = new HashMap<>();

    @Override
    public void visit(JsonNode s) throws IOException {
        String key = Sections.section(ReportReader.str(s, "verdict"));
        counts.merge(key, 1L, Long::sum);
        CauseSection.add(causes, s);
        Writer spill = spill(key);
        if (key.equals("failed") || key.equals("errored")) {
            ReportReader.write(spill, s);
        } else {
            boolean skipped = key.equals("skipped");
            SafeHtmlOutput.render(spill, o -> JtelineGenerated.render(o, null, ReportReader.str(s, "id"), ReportReader.str(s, "name"),
                    Sections.filter(s), skipped ? Sections.location(s) : null, skipped ? ReportReader.str(s, "message") : null));
        }
    }

    private Writer spill(String key) throws IOException {
        Spill spill = spills.get(key);
        if (spill == null) {
            spill = new Spill();
            spills.put(key, spill);
        }
        return spill.writer();
    }

    /** How many scenarios each section holds (a section key is absent when it holds none). */
    Map<String, Long> counts() {
        return counts;
    }

    /** The failed, errored and skipped scenarios by cause. */
    FailureCauses<CauseSection.Member> causes() {
        return causes;
    }

    /** Writes the sections that hold scenarios, in page order, failure cards through {@code cards}. */
    void write(Writer w, FailureCard cards) throws IOException {
        long broken = counts.getOrDefault("failed", 0L) + counts.getOrDefault("errored", 0L);
        int[] drawn = {0};
        for (Map.Entry<String, String> e : Sections.ORDER.entrySet()) {
            String key = e.getKey();
            Spill spill = spills.get(key);
            if (spill == null) {
                continue;
            }
            Content scenarios = key.equals("failed") || key.equals("errored")
                    ? Html.written(() -> ReportReader.read(spill.reader(), s -> cards.write(w, s, drawn[0]++ < Sections.DIAGRAM_CAP)))
                    : Html.written(() -> spill.copyTo(w));
            SafeHtmlOutput.render(w, out -> JtesectionGenerated.render(out, null, key, e.getValue(), counts.get(key), broken, scenarios));
        }
    }

    @Override
    public void close() throws IOException {
        for (Spill spill : spills.values()) {
            spill.close();
        }
    }
}
