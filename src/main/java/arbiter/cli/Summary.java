package arbiter.cli;

import arbiter.api.Description;
import java.util.function.Function;
import arbiter.report.RunTallies;
import arbiter.report.SafeText;
import arbiter.report.Tally;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;

/**
 * The text a conformance run prints (and {@code summary.txt} holds): what went wrong, grouped by cause
 * ({@link FailureListing}), the table per ruleset and clause, and the totals; through {@link SafeText}, so an
 * adapter's words cannot drive the terminal.
 */
final class Summary {

    private Summary() {
    }

    static String text(Description implementation, String adapter, Iterable<ScenarioResult> results, RunTallies tallies) {
        return text(implementation, adapter, results, tallies, id -> null);
    }

    /** As above, marking the failures an expectations file lists ({@code knownFailures}: the reason, or null). */
    static String text(Description implementation, String adapter, Iterable<ScenarioResult> results, RunTallies tallies,
            Function<String, String> knownFailures) {
        StringBuilder s = new StringBuilder();
        s.append("Arbiter conformance: ").append(implementation.name()).append(' ').append(implementation.version())
                .append(implementation.language().isEmpty() ? "" : " (" + implementation.language() + ")").append('\n');
        if (adapter != null) {
            s.append("through the adapter protocol: ").append(adapter).append('\n');
        }
        s.append('\n');
        s.append(new FailureListing(adapter, implementation.name(), knownFailures).text(results));
        s.append(ClauseTable.of(tallies)).append('\n');
        Tally c = tallies.all();
        s.append(String.format("%d scenario%s: %d passed, %d failed, %d errored, %d skipped, %d not applicable%n",
                c.total(), c.total() == 1 ? "" : "s", c.get(Verdict.PASSED), c.get(Verdict.FAILED), c.get(Verdict.ERRORED),
                c.get(Verdict.SKIPPED), c.get(Verdict.NOT_APPLICABLE)));
        s.append(String.format("passed %d of %d applicable, %d of %d in all%n", c.get(Verdict.PASSED), c.applicable(),
                c.get(Verdict.PASSED), c.total()));
        return SafeText.of(s.toString());
    }
}
