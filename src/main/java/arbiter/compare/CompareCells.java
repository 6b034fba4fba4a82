package arbiter.compare;

import arbiter.report.Html;
import arbiter.report.Sections;
import arbiter.report.Tally;
import arbiter.suite.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** What the two tables of {@code compare.html} show: clause by implementation, and the scenarios the implementations differ on. */
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

    /** The address of a column's {@code report.html}, with {@code anchor} (already URL-safe) after it. */
    static String report(CompareColumn col, String anchor) {
        return Arrays.stream(col.folder().split("/")).map(Html::urlPart).collect(Collectors.joining("/")) + "/report.html" + anchor;
    }

    /** Where a scenario is in a report: its card or line when the report gives it an id, else its verdict's section. */
    static String anchor(String id, String verdict) {
        return verdict.equals("passed") || verdict.equals("notApplicable") ? "#sec-" + verdict : Html.scenarioHref(id);
    }

    /** The clauses of the matrix by ruleset, in the comparison's order. */
    static Map<String, List<Comparison.Clause>> byRuleset(Comparison c) {
        Map<String, List<Comparison.Clause>> byRuleset = new LinkedHashMap<>();
        c.clauses().forEach(cl -> byRuleset.computeIfAbsent(cl.ruleset(), k -> new ArrayList<>()).add(cl));
        return byRuleset;
    }

    /** Every implementation's verdicts on {@code under}, counted together (the colour of a matrix row). */
    static Tally all(Comparison c, List<CompareScenario> under) {
        Tally all = new Tally();
        for (CompareColumn col : c.columns()) {
            under.forEach(s -> {
                if (col.verdict(s.key()) != null) {
                    all.add(CompareTallies.verdict(col.verdict(s.key())));
                }
            });
        }
        return all;
    }

    /** The scenarios of {@code under} that a column ran, in the report's order of verdicts. */
    static List<CompareScenario> ran(CompareColumn col, List<CompareScenario> under) {
        return under.stream().filter(s -> col.verdict(s.key()) != null)
                .sorted(Comparator.comparingInt(s -> ORDER.indexOf(col.verdict(s.key())))).toList();
    }

    /** The scenarios that an implementation failed or errored, the most disputed first. */
    static List<CompareScenario> differing(Comparison c) {
        return c.scenarios().stream().filter(s -> !c.disagreeing(s).isEmpty())
                .sorted(Comparator.comparingInt(s -> -c.disagreeing(s).size())).toList();
    }
}
