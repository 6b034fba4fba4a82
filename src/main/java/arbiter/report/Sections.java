package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The scenarios, a section per verdict: failed, errored, skipped, not applicable, passed (written by
 * {@link SortedScenarios}). Failed and errored scenarios get a {@link FailureCard}, the first {@value #DIAGRAM_CAP}
 * with diagrams; the others a line each. Every scenario element carries {@code data-v} (verdict),
 * {@code data-r} (ruleset) and {@code data-c} (clauses) for the filters. Public for the verdict keys in their order
 * and words, which a comparison's page shows as the report does.
 */
public final class Sections {

    /** How many failed or errored scenarios get diagrams. */
    static final int DIAGRAM_CAP = 500;

    /** The verdict keys of {@code report.json} in page order, with their headings; unmodifiable. */
    public static final Map<String, String> ORDER;

    static {
        Map<String, String> order = new LinkedHashMap<>();
        order.put("failed", "Failed");
        order.put("errored", "Errored");
        order.put("skipped", "Skipped");
        order.put("notApplicable", "Not applicable");
        order.put("passed", "Passed");
        ORDER = Collections.unmodifiableMap(order);
    }

    private Sections() {
    }

    /** The section a verdict belongs to; an unknown verdict counts as errored. */
    public static String section(String verdict) {
        return verdict != null && ORDER.containsKey(verdict) ? verdict : "errored";
    }

    /** A verdict key in words, as a section calls it in lower case ("not applicable"); "unknown" for null. */
    public static String verdictLabel(String verdict) {
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
