package arbiter.cli;

import arbiter.report.RunTallies;
import arbiter.report.Tally;
import arbiter.suite.Verdict;
import java.util.Map;

/**
 * The table a run prints: per ruleset a row of all its scenarios, then a row per clause in catalogue
 * order, counted as every other output counts them ({@link RunTallies}).
 */
final class ClauseTable {

    private ClauseTable() {
    }

    static String of(RunTallies tallies) {
        StringBuilder s = new StringBuilder(String.format("%-22s %6s %6s %7s %7s %4s  %s%n",
                "clause", "passed", "failed", "errored", "skipped", "n/a", "title"));
        for (Map.Entry<String, Tally> e : tallies.rulesets().entrySet()) {
            String ruleset = e.getKey();
            row(s, ruleset, e.getValue(), ruleset.equals(RunTallies.NO_RULESET) ? "scenarios that never named their ruleset"
                    : "the whole ruleset, each scenario once");
            for (String clause : tallies.clauseIds(ruleset)) {
                row(s, clause, tallies.clause(clause), tallies.title(clause));
            }
        }
        return s.toString();
    }

    private static void row(StringBuilder s, String id, Tally t, String title) {
        String shortTitle = title.length() > 60 ? title.substring(0, 57) + "..." : title;
        s.append(String.format("%-22s %6d %6d %7d %7d %4d  %s%n", id, t.get(Verdict.PASSED), t.get(Verdict.FAILED),
                t.get(Verdict.ERRORED), t.get(Verdict.SKIPPED), t.get(Verdict.NOT_APPLICABLE), shortTitle));
    }
}
