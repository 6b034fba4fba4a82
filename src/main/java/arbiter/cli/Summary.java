package arbiter.cli;

import arbiter.api.Description;
import java.util.function.Function;
import arbiter.report.RunTallies;
import arbiter.report.SafeText;
import arbiter.report.TurnCaption;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;

/**
 * The text a conformance run prints (and {@code summary.txt} holds): what went wrong and in which
 * turn, the table per ruleset and clause, and the totals; through {@link SafeText}, so an
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
        return text(implementation, adapter, results, tallies, knownFailures, TableStyle.WHOLE);
    }

    /** As above, the clause table and totals drawn in {@code table}'s style. */
    static String text(Description implementation, String adapter, Iterable<ScenarioResult> results, RunTallies tallies,
            Function<String, String> knownFailures, TableStyle table) {
        StringBuilder s = new StringBuilder();
        s.append("Arbiter conformance: ").append(implementation.name()).append(' ').append(implementation.version())
                .append(implementation.language().isEmpty() ? "" : " (" + implementation.language() + ")").append('\n');
        if (adapter != null) {
            s.append("through the adapter protocol: ").append(adapter).append('\n');
        }
        s.append('\n');
        for (ScenarioResult r : results) {
            if (r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED) {
                String known = knownFailures.apply(r.id());
                s.append(known == null ? "" : "KNOWN ").append(r.verdict().label().toUpperCase()).append(' ').append(r.id())
                        .append("  ").append(r.name()).append("  (").append(r.file()).append(':').append(r.line()).append(")\n");
                if (known != null) {
                    s.append("    expected to fail: ").append(known).append('\n');
                }
                for (String line : r.message().split("\n")) {
                    s.append("    ").append(line).append('\n');
                }
                if (r.detail().turn() != null) {
                    s.append("    turn: ").append(TurnCaption.of(r.detail().turn())).append('\n');
                }
                s.append('\n');
            }
        }
        return SafeText.of(s.toString()) + table.text(tallies);
    }
}
