package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The top of the report: who was tested against which suite, the summary with both
 * denominators, the clause-by-verdict matrix per ruleset, and the filter bar (hidden until the
 * script shows it, so that a page without script has no dead controls).
 */
final class Overview {

    private static final String[] VERDICTS = {"passed", "failed", "errored", "skipped", "notApplicable"};
    private static final String[] SHORT = {"Pass", "Fail", "Err", "Skip", "N/A"};

    private Overview() {
    }

    static void header(Writer w, JsonNode head, boolean broken) throws IOException {
        JsonNode impl = head.path("implementation");
        w.write("<header class=\"top\">\n<p class=\"brand\">Arbiter · conformance report</p>\n<h1>");
        w.write(Html.text(orElse(ReportReader.str(impl, "name"), "(unnamed implementation)")));
        String version = ReportReader.str(impl, "version");
        if (version != null && !version.isBlank()) {
            w.write(" <span class=\"ver\">" + Html.text(version) + "</span>");
        }
        w.write(" <span class=\"status " + (broken ? "bad\">FAILING" : "good\">PASSING") + "</span></h1>\n");
        if (!head.path("complete").asBoolean(true)) {
            w.write("<div class=\"banner\" role=\"alert\"><strong>INCOMPLETE</strong> The run was cut short:"
                    + " only the scenarios that finished are reported.</div>\n");
        }
        w.write("<dl class=\"facts\">\n");
        fact(w, "Language", Html.text(ReportReader.str(impl, "language")));
        String homepage = ReportReader.str(impl, "homepage");
        if (homepage != null && !homepage.isBlank()) {
            String href = Html.safeHref(homepage.trim());
            fact(w, "Homepage", href == null ? Html.text(homepage)
                    : "<a href=\"" + href + "\" rel=\"noopener noreferrer\">" + Html.text(homepage) + "</a>");
        }
        fact(w, "Declares", Html.text(join(impl.path("rulesets"))));
        String adapter = ReportReader.str(impl, "adapter");
        if (adapter != null) {
            fact(w, "Adapter", "<code>" + Html.text(adapter) + "</code>" + (impl.path("validated").asBoolean(false)
                    ? " · " + RunInfo.VALIDATED : ""));
        }
        JsonNode suite = head.path("suite");
        String commit = orElse(ReportReader.str(suite, "commit"), "");
        fact(w, "Suite", Html.text(orElse(ReportReader.str(suite, "version"), "?")) + (commit.isEmpty() ? ""
                : " at commit <code title=\"" + Html.text(commit) + "\">"
                + Html.text(commit.length() > 12 ? commit.substring(0, 12) : commit) + "</code>")
                + " · protocol " + Html.text(ReportReader.str(head, "protocol")));
        JsonNode sel = head.path("selection");
        String rulesets = join(sel.path("rulesets"));
        String tags = ReportReader.str(sel, "tags");
        fact(w, "Selection", Html.text((rulesets.isEmpty() ? "all rulesets" : rulesets) + (tags == null ? "" : " · tags " + tags)));
        JsonNode timing = head.path("timing");
        String started = ReportReader.str(timing, "started");
        if (started != null) {
            fact(w, "Run", Html.text(started.replace('T', ' ').replaceAll("\\.\\d+Z$", "Z")) + " · "
                    + String.format(java.util.Locale.ROOT, "%.1f s", ReportReader.num(timing, "millis") / 1000.0));
        }
        w.write("</dl>\n</header>\n");
    }

    private static void fact(Writer w, String name, String html) throws IOException {
        w.write("<div><dt>" + name + "</dt><dd>" + (html.isEmpty() ? "—" : html) + "</dd></div>\n");
    }

    static void summary(Writer w, JsonNode summary, Map<String, Long> counts) throws IOException {
        long total = summary.has("total") ? ReportReader.num(summary, "total") : counts.values().stream().mapToLong(Long::longValue).sum();
        long applicable = summary.has("applicable") ? ReportReader.num(summary, "applicable") : total - counts.getOrDefault("notApplicable", 0L);
        long[] n = new long[VERDICTS.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = summary.has(VERDICTS[i]) ? ReportReader.num(summary, VERDICTS[i]) : counts.getOrDefault(VERDICTS[i], 0L);
        }
        w.write("<section class=\"summary\" id=\"summary\">\n<h2>Summary</h2>\n<p class=\"headline\"><strong>" + n[0] + " of "
                + applicable + "</strong> applicable passed <span class=\"sep\">·</span> " + n[0] + " of " + total
                + " in all</p>\n<div class=\"bar\" aria-hidden=\"true\">");
        for (int i = 0; i < n.length; i++) {
            if (n[i] > 0 && total > 0) {
                w.write("<span class=\"b-" + VERDICTS[i] + "\" style=\"width:"
                        + String.format(java.util.Locale.ROOT, "%.3f", 100.0 * n[i] / total) + "%\"></span>");
            }
        }
        w.write("</div>\n<ul class=\"chips\">");
        for (int i = 0; i < n.length; i++) {
            String label = "<b>" + n[i] + "</b> " + Sections.ORDER.get(VERDICTS[i]).toLowerCase(java.util.Locale.ROOT);
            w.write("<li class=\"chip c-" + VERDICTS[i] + (n[i] == 0 ? " zero\"><a>" + label + "</a></li>"
                    : "\"><a href=\"#sec-" + VERDICTS[i] + "\">" + label + "</a></li>"));
        }
        w.write("</ul>\n</section>\n");
    }

    static void matrix(Writer w, JsonNode rulesets, BookLinks books) throws IOException {
        w.write("<section class=\"clauses\" id=\"clauses\">\n<h2>Clauses</h2>\n<p class=\"legend\">"
                + "<span class=\"k row-green\">all passed</span> <span class=\"k row-red\">failed or errored</span> "
                + "<span class=\"k row-amber\">partly run</span> <span class=\"k row-grey\">none run</span></p>\n");
        for (JsonNode r : rulesets) {
            String id = orElse(ReportReader.str(r, "id"), "");
            JsonNode sum = r.path("summary");
            boolean run = ReportReader.num(sum, "applicable") > 0 || !sum.has("applicable");
            String detail = run ? ReportReader.num(sum, "passed") + " of " + ReportReader.num(sum, "applicable")
                    + " applicable passed · " + ReportReader.num(sum, "total") + " in all"
                    : "not applicable · " + ReportReader.num(sum, "total") + " scenarios, " + r.path("clauses").size() + " clauses";
            w.write("<details class=\"ruleset\" data-r=\"" + Html.token(id) + "\"" + (run ? " open" : "") + "><summary><h3>"
                    + Html.text(id) + " <small>" + detail + "</small></h3></summary>\n"
                    + "<table class=\"matrix\"><thead><tr><th>Clause</th>");
            for (int i = 0; i < VERDICTS.length; i++) {
                w.write("<th class=\"n\" title=\"" + Sections.ORDER.get(VERDICTS[i]) + "\"><span class=\"long\">"
                        + Sections.ORDER.get(VERDICTS[i]) + "</span><span class=\"short\">" + SHORT[i] + "</span></th>");
            }
            w.write("</tr></thead>\n<tbody>\n");
            for (JsonNode c : r.path("clauses")) {
                row(w, id, c, books);
            }
            w.write("</tbody></table></details>\n");
        }
        w.write("</section>\n");
    }

    private static void row(Writer w, String ruleset, JsonNode c, BookLinks books) throws IOException {
        String clause = orElse(ReportReader.str(c, "id"), "");
        JsonNode res = c.path("results");
        long[] n = new long[VERDICTS.length];
        for (int i = 0; i < n.length; i++) {
            n[i] = ReportReader.num(res, VERDICTS[i]);
        }
        long applicable = ReportReader.num(res, "applicable");
        String colour = n[1] + n[2] > 0 ? "red" : n[0] == 0 ? "grey" : n[0] == applicable ? "green" : "amber";
        w.write("<tr class=\"row-" + colour + "\" data-clause=\"" + Html.token(clause) + "\"><td class=\"cl\"><div class=\"clw\">"
                + books.clause(ruleset, clause) + "<span class=\"ctitle\">" + Html.text(ReportReader.str(c, "title"))
                + "</span></div></td>");
        w.write("<td class=\"n pass\">" + n[0] + "<span class=\"of\">/" + applicable + "</span></td>");
        for (int i = 1; i < n.length; i++) {
            w.write("<td class=\"n" + (n[i] == 0 ? " zero" : " " + VERDICTS[i]) + "\">" + n[i] + "</td>");
        }
        w.write("</tr>\n");
    }

    static void filters(Writer w, JsonNode rulesets, Map<String, Long> counts) throws IOException {
        w.write("<form class=\"filters\" id=\"filters\" role=\"search\" hidden>\n<input type=\"search\" id=\"f-q\""
                + " placeholder=\"Search id or title\" aria-label=\"Search scenario id or title\">\n"
                + "<select id=\"f-r\" aria-label=\"Ruleset\"><option value=\"\">All rulesets</option>");
        List<String> ids = new ArrayList<>();
        rulesets.forEach(r -> ids.add(orElse(ReportReader.str(r, "id"), "")));
        for (String id : ids) {
            w.write("<option value=\"" + Html.token(id) + "\">" + Html.text(id) + "</option>");
        }
        w.write("</select>\n<select id=\"f-c\" aria-label=\"Clause\"><option value=\"\">All clauses</option>");
        for (JsonNode r : rulesets) {
            w.write("<optgroup label=\"" + Html.text(ReportReader.str(r, "id")) + "\">");
            for (JsonNode c : r.path("clauses")) {
                String clause = orElse(ReportReader.str(c, "id"), "");
                w.write("<option value=\"" + Html.token(clause) + "\">" + Html.text(clause) + "</option>");
            }
            w.write("</optgroup>");
        }
        w.write("</select>\n<div class=\"vboxes\">");
        for (String v : VERDICTS) {
            w.write("<label class=\"vbox c-" + v + (counts.getOrDefault(v, 0L) == 0 ? " zero" : "") + "\"><input type=\"checkbox\" value=\"" + v + "\" checked> "
                    + Sections.ORDER.get(v).toLowerCase(java.util.Locale.ROOT) + " <span>" + counts.getOrDefault(v, 0L)
                    + "</span></label>");
        }
        w.write("</div>\n<output id=\"f-status\" aria-live=\"polite\"></output>\n</form>\n");
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
