package arbiter.report;

import arbiter.suite.Verdict;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The two tables of {@code compare.html}: clause by implementation, and the scenarios the implementations differ on. */
final class CompareCells {

    /** The verdicts in the report's order: failed first, passed last. */
    private static final List<String> ORDER = List.copyOf(Sections.ORDER.keySet());

    private CompareCells() {
    }

    static boolean broken(Tally t) {
        return t.get(Verdict.FAILED) + t.get(Verdict.ERRORED) > 0;
    }

    /** The colour of counts: red when any failed or errored, grey when none passed, green when all applicable did, else amber. */
    static String colour(Tally t) {
        return broken(t) ? "red" : t.get(Verdict.PASSED) == 0 ? "grey" : t.get(Verdict.PASSED) == t.applicable() ? "green" : "amber";
    }

    /** The escaped address of a column's {@code report.html}, with {@code anchor} (already safe) after it. */
    static String report(CompareColumn col, String anchor) {
        String path = Arrays.stream(col.folder().split("/")).map(Html::urlPart).collect(Collectors.joining("/"));
        return Html.text(path + "/report.html" + anchor);
    }

    /** Where a scenario is in a report: its card or line when the report gives it an id, else its verdict's section. */
    static String anchor(String id, String verdict) {
        return verdict.equals("passed") || verdict.equals("notApplicable") ? "#sec-" + verdict : Html.scenarioHref(id);
    }

    static void matrix(Writer w, Comparison c) throws IOException {
        w.write("<section class=\"clauses\" id=\"clauses\">\n<h2>Clauses</h2>\n<p class=\"legend\">"
                + "<span class=\"k row-green\">all passed</span> <span class=\"k row-red\">failed or errored</span> "
                + "<span class=\"k row-amber\">partly run</span> <span class=\"k row-grey\">none run</span></p>\n");
        Map<String, List<Comparison.Clause>> byRuleset = new LinkedHashMap<>();
        c.clauses().forEach(cl -> byRuleset.computeIfAbsent(cl.ruleset(), k -> new ArrayList<>()).add(cl));
        for (Map.Entry<String, List<Comparison.Clause>> e : byRuleset.entrySet()) {
            w.write("<details class=\"ruleset\" open><summary><h3>" + Html.text(e.getKey()) + "</h3></summary>\n"
                    + "<table class=\"versus\"><thead><tr><th>Clause</th>");
            for (CompareColumn col : c.columns()) {
                w.write("<th>" + Html.text(col.label()) + "</th>");
            }
            w.write("</tr></thead>\n<tbody>\n");
            for (Comparison.Clause clause : e.getValue()) {
                row(w, c, clause);
            }
            w.write("</tbody></table></details>\n");
        }
        w.write("</section>\n");
    }

    private static void row(Writer w, Comparison c, Comparison.Clause clause) throws IOException {
        Tally all = new Tally();
        List<String> cells = new ArrayList<>();
        List<CompareScenario> under = c.scenariosUnder(clause.id());
        for (CompareColumn col : c.columns()) {
            Tally t = c.cell(col, clause.id());
            under.forEach(s -> {
                if (col.verdict(s.key()) != null) {
                    all.add(CompareTallies.verdict(col.verdict(s.key())));
                }
            });
            cells.add(cell(col, t, under));
        }
        w.write("<tr class=\"row-" + colour(all) + "\"><td class=\"cl\"><code class=\"clause\">" + Html.text(clause.id())
                + "</code> <span class=\"ctitle\">" + Html.text(clause.title()) + "</span></td>" + String.join("", cells) + "</tr>\n");
    }

    private static String cell(CompareColumn col, Tally t, List<CompareScenario> under) {
        String head = "<td class=\"cell c-" + colour(t) + "\" data-col=\"" + Html.text(col.label()) + "\">";
        if (t.total() == 0) {
            return head + "<span class=\"none\">not run</span></td>";
        }
        StringBuilder b = new StringBuilder(head).append("<details><summary>").append(t.applicable() == 0
                ? "<span class=\"none\" title=\"not applicable\">n/a</span>"
                : t.get(Verdict.PASSED) + "<span class=\"of\">/" + t.applicable() + "</span>").append("</summary><ul class=\"in-cell\">");
        under.stream().filter(s -> col.verdict(s.key()) != null)
                .sorted(Comparator.comparingInt(s -> ORDER.indexOf(col.verdict(s.key()))))
                .forEach(s -> b.append(link(col, s)));
        return b.append("</ul></details></td>").toString();
    }

    /** A scenario in a matrix cell: its id linked into the column's report, and its verdict. */
    private static String link(CompareColumn col, CompareScenario s) {
        String v = col.verdict(s.key());
        return "<li class=\"v-" + v + "\"><a href=\"" + report(col, anchor(s.id(), v)) + "\"" + title(col, s) + ">"
                + Html.text(s.id()) + "</a> <span class=\"vd\">" + Sections.verdictLabel(v) + "</span></li>";
    }

    /** A column's verdict on a scenario of the scenario table, linked into its report. */
    private static String verdictLink(CompareColumn col, CompareScenario s) {
        String v = col.verdict(s.key());
        return "<a class=\"vd\" href=\"" + report(col, anchor(s.id(), v)) + "\"" + title(col, s) + ">" + Sections.verdictLabel(v) + "</a>";
    }

    private static String title(CompareColumn col, CompareScenario s) {
        String message = col.message(s.key());
        return message == null ? "" : " title=\"" + Html.text(message) + "\"";
    }

    static void scenarios(Writer w, Comparison c) throws IOException {
        List<CompareScenario> differing = c.scenarios().stream().filter(s -> !c.disagreeing(s).isEmpty())
                .sorted(Comparator.comparingInt(s -> -c.disagreeing(s).size())).toList();
        List<CompareScenario> agreed = c.scenarios().stream().filter(s -> c.disagreeing(s).isEmpty()).toList();
        long allPassed = agreed.stream().filter(c::allPassed).count();
        w.write("<section class=\"clauses\" id=\"scenarios\">\n<h2>Scenarios</h2>\n<p class=\"headline\"><strong>" + differing.size()
                + " of " + c.scenarios().size() + "</strong> with an implementation that does not agree with the reference"
                + " (failed or errored) <span class=\"sep\">·</span> " + allPassed + " passed by every implementation</p>\n");
        if (!differing.isEmpty()) {
            w.write("<table class=\"versus\"><thead><tr><th>Scenario</th><th class=\"agree\">Agree</th>");
            for (CompareColumn col : c.columns()) {
                w.write("<th>" + Html.text(col.label()) + "</th>");
            }
            w.write("</tr></thead>\n<tbody>\n");
            for (CompareScenario s : differing) {
                w.write("<tr><td class=\"cl\"><code class=\"sid\">" + Html.text(s.id()) + "</code> <span class=\"ctitle\">"
                        + Html.text(s.name()) + "</span></td><td class=\"agree\" data-col=\"Agree with the reference\">" + c.agreeing(s).size()
                        + " of " + c.columns().size() + "</td>");
                for (CompareColumn col : c.columns()) {
                    String v = col.verdict(s.key());
                    w.write("<td class=\"cell v-" + (v == null ? "none" : v) + "\" data-col=\"" + Html.text(col.label()) + "\">"
                            + (v == null ? "<span class=\"none\">not run</span>" : verdictLink(col, s))
                            + "</td>");
                }
                w.write("</tr>\n");
            }
            w.write("</tbody></table>\n");
        }
        if (!agreed.isEmpty()) {
            w.write("<details><summary>No implementation failed or errored <b>" + agreed.size() + "</b></summary>\n<ul class=\"compact\">\n");
            for (CompareScenario s : agreed) {
                w.write("<li><span class=\"sid\">" + Html.text(s.id()) + "</span> <span class=\"stitle\">" + Html.text(s.name())
                        + "</span></li>\n");
            }
            w.write("</ul></details>\n");
        }
        w.write("</section>\n");
    }
}
