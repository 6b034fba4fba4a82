package arbiter.report;

import arbiter.html.SafeHtmlOutput;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The top of the report: who was tested against which suite, the summary with both
 * denominators, the clause-by-verdict matrix per ruleset, and the filter bar (hidden until the
 * script shows it, so that a page without script has no dead controls).
 */
final class Overview {

    static final String[] VERDICTS = {"passed", "failed", "errored", "skipped", "notApplicable"};
    static final String[] SHORT = {"Pass", "Fail", "Err", "Skip", "N/A"};

    /** What the header shows, before escaping. */
    record Header(String name, String version, boolean broken, boolean complete, String language, String homepage,
            String homepageHref, String declares, String adapter, boolean validated, String suite, String commit,
            String protocol, String selection, String run) {
    }

    private Overview() {
    }

    static void header(Writer w, JsonNode head, boolean broken) throws IOException {
        JsonNode impl = head.path("implementation");
        String homepage = ReportReader.str(impl, "homepage");
        JsonNode suite = head.path("suite");
        JsonNode sel = head.path("selection");
        String rulesets = join(sel.path("rulesets"));
        String tags = ReportReader.str(sel, "tags");
        JsonNode timing = head.path("timing");
        String started = ReportReader.str(timing, "started");
        Header h = new Header(orElse(ReportReader.str(impl, "name"), "(unnamed implementation)"),
                ReportReader.str(impl, "version"), broken, head.path("complete").asBoolean(true),
                ReportReader.str(impl, "language"), homepage, homepage == null ? null : Html.safeHref(homepage.trim()),
                join(impl.path("rulesets")), ReportReader.str(impl, "adapter"), impl.path("validated").asBoolean(false),
                orElse(ReportReader.str(suite, "version"), "?"), orElse(ReportReader.str(suite, "commit"), ""),
                ReportReader.str(head, "protocol"),
                (rulesets.isEmpty() ? "all rulesets" : rulesets) + (tags == null ? "" : " · tags " + tags),
                started == null ? null : started.replace('T', ' ').replaceAll("\\.\\d+Z$", "Z") + " · "
                        + String.format(Locale.ROOT, "%.1f s", ReportReader.num(timing, "millis") / 1000.0));
        SafeHtmlOutput.render(w, out -> JteheaderGenerated.render(out, null, h));
    }

    static void summary(Writer w, JsonNode summary, Map<String, Long> counts) throws IOException {
        long total = summary.has("total") ? ReportReader.num(summary, "total") : counts.values().stream().mapToLong(Long::longValue).sum();
        long applicable = summary.has("applicable") ? ReportReader.num(summary, "applicable") : total - counts.getOrDefault("notApplicable", 0L);
        long[] n = new long[VERDICTS.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = summary.has(VERDICTS[i]) ? ReportReader.num(summary, VERDICTS[i]) : counts.getOrDefault(VERDICTS[i], 0L);
        }
        SafeHtmlOutput.render(w, out -> JtesummaryGenerated.render(out, null, n, applicable, total));
    }

    static void matrix(Writer w, JsonNode rulesets, BookLinks books) throws IOException {
        SafeHtmlOutput.render(w, out -> JtematrixGenerated.render(out, null, rulesets, books));
    }

    static void filters(Writer w, JsonNode rulesets, Map<String, Long> counts) throws IOException {
        SafeHtmlOutput.render(w, out -> JtefiltersGenerated.render(out, null, rulesets, counts));
    }

    /** A ruleset's or clause's id, empty when missing. */
    static String idOf(JsonNode node) {
        return orElse(ReportReader.str(node, "id"), "");
    }

    /** A clause's count of each of {@link #VERDICTS}. */
    static long[] counts(JsonNode results) {
        long[] n = new long[VERDICTS.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = ReportReader.num(results, VERDICTS[i]);
        }
        return n;
    }

    private static String join(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(x -> out.add(x.asText()));
        return String.join(", ", out);
    }

    private static String orElse(String s, String fallback) {
        return s == null ? fallback : s;
    }
}
