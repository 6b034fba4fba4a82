package arbiter.report;

import arbiter.html.SafeHtmlOutput;
import com.fasterxml.jackson.databind.JsonNode;
import gg.jte.Content;
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

    static void write(Writer w, Path report, Map<String, Long> counts, FailureCard cards) throws IOException {
        long broken = counts.getOrDefault("failed", 0L) + counts.getOrDefault("errored", 0L);
        int[] drawn = {0};
        for (Map.Entry<String, String> e : ORDER.entrySet()) {
            String key = e.getKey();
            long n = counts.getOrDefault(key, 0L);
            if (n == 0) {
                continue;
            }
            boolean full = key.equals("failed") || key.equals("errored");
            Content scenarios = each(report, key, s -> {
                if (full) {
                    cards.write(w, s, drawn[0]++ < DIAGRAM_CAP);
                } else {
                    boolean skipped = key.equals("skipped");
                    SafeHtmlOutput.render(w, o -> JtelineGenerated.render(o, null, ReportReader.str(s, "id"),
                            ReportReader.str(s, "name"), filter(s), skipped ? location(s) : null,
                            skipped ? ReportReader.str(s, "message") : null));
                }
            });
            SafeHtmlOutput.render(w, out -> JtesectionGenerated.render(out, null, key, e.getValue(), n, broken, scenarios));
        }
    }

    /** Hands {@code each} the scenarios of a section. */
    private static Content each(Path report, String key, ReportReader.Visitor each) {
        return Html.written(() -> ReportReader.scenarios(report, s -> {
            if (key.equals(section(ReportReader.str(s, "verdict")))) {
                each.visit(s);
            }
        }));
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

    /** A scenario's filter attributes ({@code data-v}, {@code data-r}, {@code data-c}), before escaping. */
    record Filter(String verdict, String ruleset, String clauses) {
    }

    /** A clause id and where it links in a rulebook (null when its book is not beside the report). */
    record ClauseLink(String clause, String href) {
    }

    /**
     * The filter attributes: verdict (section key), ruleset, and the clauses it counts under in the
     * matrix ({@code countedUnder}; its clause tags in a report written before that field), so that a
     * clause filter shows what the clause's matrix row counts.
     */
    static Filter filter(JsonNode s) {
        List<String> clauses = s.has("countedUnder") ? strings(s.get("countedUnder")) : clauses(s);
        return new Filter(section(ReportReader.str(s, "verdict")), Html.word(ReportReader.str(s, "ruleset")),
                String.join(" ", clauses.stream().map(Html::word).toList()));
    }

    /** {@code file:line}. */
    static String location(JsonNode s) {
        String file = ReportReader.str(s, "file");
        return (file == null ? "(unknown file)" : file) + ":" + ReportReader.num(s, "line");
    }

    /** The scenario's clauses, each with its link to the clause in the rulebook when the book is beside the report. */
    static List<ClauseLink> clauseLinks(JsonNode s, BookLinks books) {
        return clauses(s).stream().map(c -> new ClauseLink(c, books.clauseHref(c))).toList();
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
