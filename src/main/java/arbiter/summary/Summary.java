package arbiter.summary;

import arbiter.api.Description;
import java.util.function.Function;
import arbiter.report.Rerun;
import arbiter.report.RunTallies;
import arbiter.report.SafeText;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;

/**
 * The text a conformance run prints (and {@code summary.txt} holds): what went wrong, grouped by cause
 * ({@link FailureListing}), the table per ruleset and clause, and the totals; through {@link SafeText}, so an
 * adapter's words cannot drive the terminal.
 */
public final class Summary {

    private Summary() {
    }

    static String text(Description implementation, String adapter, Iterable<ScenarioResult> results, RunTallies tallies) {
        return text(implementation, adapter, results, tallies, id -> null);
    }

    /** As above, marking the failures an expectations file lists ({@code knownFailures}: the reason, or null). */
    static String text(Description implementation, String adapter, Iterable<ScenarioResult> results, RunTallies tallies,
            Function<String, String> knownFailures) {
        return text(implementation, adapter, results, tallies, knownFailures, TableStyle.WHOLE);
    }

    /** As above, the clause table and totals drawn in {@code table}'s style. */
    static String text(Description implementation, String adapter, Iterable<ScenarioResult> results, RunTallies tallies,
            Function<String, String> knownFailures, TableStyle table) {
        return text(implementation, adapter, Rerun.of(adapter, false, implementation.name()), results, tallies, knownFailures, table);
    }

    /**
     * As above, {@code adapter} being how the summary names the adapter (null when there is none), and the commands that run a
     * failure again begun and followed as {@code rerun} says.
     */
    public static String text(Description implementation, String adapter, Rerun rerun, Iterable<ScenarioResult> results, RunTallies tallies,
            Function<String, String> knownFailures, TableStyle table) {
        StringBuilder s = new StringBuilder();
        s.append("Arbiter conformance: ").append(implementation.name()).append(' ').append(implementation.version())
                .append(implementation.language().isEmpty() ? "" : " (" + implementation.language() + ")").append('\n');
        if (adapter != null) {
            s.append("through the adapter protocol: ").append(adapter).append('\n');
        }
        s.append('\n');
        s.append(new FailureListing(rerun, knownFailures).text(results));
        return SafeText.of(s.toString()) + table.text(tallies);
    }
}
