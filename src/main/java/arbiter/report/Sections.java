package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The scenarios, a section per verdict: failed, errored, skipped, not applicable, passed. Each
 * section is one streaming pass over {@code report.json}, so only one scenario is ever in
 * memory. Failed and errored scenarios get a {@link FailureCard}, the first {@value #DIAGRAM_CAP}
 * with diagrams; the others a line each. Every scenario element carries {@code data-v} (verdict),
 * {@code data-r} (ruleset) and {@code data-c} (clauses) for the filters.
 */
final class Sections {

    /** How many failed or errored scenarios get diagrams. */
    static final int DIAGRAM_CAP = 500;

    /** The verdict keys in page order, with their headings. */
    static final Map<String, String> ORDER = new LinkedHashMap<>();

    static {
        ORDER.put("failed", "Failed");
        ORDER.put("errored", "Errored");
        ORDER.put("skipped", "Skipped");
        ORDER.put("notApplicable", "Not applicable");
        ORDER.put("passed", "Passed");
    }

    private Sections() {
    }

    static void write(Writer w, Path report, Map<String, Long> counts, FailureCard cards, BookLinks books) throws IOException {
        long broken = counts.getOrDefault("failed", 0L) + counts.getOrDefault("errored", 0L);
        int[] drawn = {0};
        if (broken == 0) {
            w.write("<p class=\"allgood\">No scenario failed or errored.</p>\n");
        }
        for (Map.Entry<String, String> e : ORDER.entrySet()) {
            String key = e.getKey();
            long n = counts.getOrDefault(key, 0L);
            if (n == 0) {
                continue;
            }
            boolean full = key.equals("failed") || key.equals("errored");
            boolean collapsed = key.equals("notApplicable") || key.equals("passed");
            w.write("<section class=\"sec\" id=\"sec-" + key + "\" data-sec=\"" + key + "\">\n");
            if (collapsed) {
                w.write("<details><summary>");
            }
            w.write("<h2 class=\"v-" + key + "\">" + e.getValue() + " <span class=\"count\" data-total=\"" + n + "\">"
                    + n + "</span></h2>");
            w.write(collapsed ? "</summary>\n<ul class=\"compact\">\n" : full ? "\n" : "\n<ul class=\"skips\">\n");
            if (full) {
                w.write("<p class=\"boardkey\"><span class=\"mv mv-w\">White's move</span> <span class=\"mv mv-b\">"
                        + "Black's move</span> <span><em>1st</em> registered first</span> <span><em>1</em> <em>2</em> one"
                        + " player's moves, in order</span> <span><i class=\"key-mark\"></i>"
                        + "expected and actual differ</span> <span><i class=\"key-frozen\"></i>frozen</span></p>\n");
            }
            if (full && key.equals("failed") && broken > DIAGRAM_CAP) {
                w.write("<p class=\"note\">" + broken + " scenarios failed or errored; diagrams are drawn for the first "
                        + DIAGRAM_CAP + " only.</p>\n");
            }
            ReportReader.scenarios(report, s -> {
                if (!key.equals(section(ReportReader.str(s, "verdict")))) {
                    return;
                }
                if (full) {
                    cards.write(w, s, drawn[0]++ < DIAGRAM_CAP);
                } else {
                    line(w, s, key.equals("skipped"));
                }
            });
            w.write(full ? "" : "</ul>\n");
            w.write(collapsed ? "</details>\n" : "");
            w.write("<p class=\"nomatch\" hidden>No " + e.getValue().toLowerCase(java.util.Locale.ROOT)
                    + " scenario matches the filters.</p>\n</section>\n");
        }
    }

    /** Counts scenarios per section key, in one pass. */
    static Map<String, Long> count(Path report) throws IOException {
        Map<String, Long> counts = new LinkedHashMap<>();
        ReportReader.scenarios(report, s -> counts.merge(section(ReportReader.str(s, "verdict")), 1L, Long::sum));
        return counts;
    }

    /** The section a verdict belongs to; an unknown verdict counts as errored. */
    static String section(String verdict) {
        return verdict != null && ORDER.containsKey(verdict) ? verdict : "errored";
    }

    static String verdictLabel(String verdict) {
        return verdict == null ? "unknown" : ORDER.getOrDefault(verdict, verdict).toLowerCase(java.util.Locale.ROOT);
    }

    private static void line(Writer w, JsonNode s, boolean reason) throws IOException {
        String id = ReportReader.str(s, "id");
        String anchor = reason ? " id=\"" + Html.scenarioId(id) + "\"" : "";
        w.write("<li class=\"scn\"" + anchor + data(s) + "><span class=\"sid\">"
                + Html.text(id) + "</span> <span class=\"stitle\">" + Html.text(ReportReader.str(s, "name")) + "</span>");
        if (reason) {
            w.write(" <span class=\"loc\">" + location(s) + "</span><div class=\"reason\">"
                    + Html.text(ReportReader.str(s, "message")) + "</div>");
        }
        w.write("</li>\n");
    }

    /**
     * The filter attributes: verdict (section key), ruleset, and the clauses it counts under in the
     * matrix ({@code countedUnder}; its clause tags in a report written before that field), so that a
     * clause filter shows what the clause's matrix row counts.
     */
    static String data(JsonNode s) {
        List<String> clauses = s.has("countedUnder") ? strings(s.get("countedUnder")) : clauses(s);
        return " data-v=\"" + section(ReportReader.str(s, "verdict")) + "\" data-r=\""
                + Html.token(ReportReader.str(s, "ruleset")) + "\" data-c=\"" + String.join(" ", clauses.stream()
                .map(Html::token).toList()) + "\"";
    }

    /** {@code file:line}, escaped. */
    static String location(JsonNode s) {
        String file = ReportReader.str(s, "file");
        return Html.text((file == null ? "(unknown file)" : file) + ":" + ReportReader.num(s, "line"));
    }

    /** The scenario's clauses, each linked to its clause in the rulebook when the book is beside the report. */
    static String clauseLinks(JsonNode s, BookLinks books) {
        List<String> links = new ArrayList<>();
        for (String c : clauses(s)) {
            links.add(books.clause(c));
        }
        return String.join(" ", links);
    }

    private static List<String> clauses(JsonNode s) {
        return strings(s.get("clauses"));
    }

    private static List<String> strings(JsonNode c) {
        List<String> out = new ArrayList<>();
        if (c != null && c.isArray()) {
            c.forEach(x -> {
                if (x.isValueNode()) {
                    out.add(x.asText());
                }
            });
        }
        return out;
    }
}
