package arbiter.summary;

import arbiter.api.Description;
import arbiter.report.Tally;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.util.Set;
import java.util.TreeSet;

/**
 * A run that tested nothing: no scenario passed, failed or errored, because every one was skipped
 * or not applicable (a misspelled ruleset name, an implementation that declares none of the
 * suite's rulesets) or none ran. It is not a pass: {@code conform} exits {@value #EXIT_STATUS}
 * unless asked to accept it.
 */
public final class EmptyRun {

    /** The exit status of a run that tested nothing. */
    public static final int EXIT_STATUS = 3;

    private EmptyRun() {
    }

    /** Why the run tested nothing, in one line; null when something passed, failed or errored. */
    public static String reason(Tally tally, Description implementation, Iterable<ScenarioResult> results) {
        if (tally.get(Verdict.PASSED) + tally.get(Verdict.FAILED) + tally.get(Verdict.ERRORED) > 0) {
            return null;
        }
        StringBuilder s = new StringBuilder("nothing was tested: ");
        int skipped = tally.get(Verdict.SKIPPED);
        int notApplicable = tally.get(Verdict.NOT_APPLICABLE);
        if (tally.total() == 0) {
            s.append("no scenario ran");
        } else {
            s.append("of ").append(tally.total()).append(tally.total() == 1 ? " scenario, " : " scenarios, ")
                    .append(skipped).append(" skipped and ").append(notApplicable).append(" not applicable");
        }
        if (notApplicable > 0) {
            Set<String> played = new TreeSet<>();
            for (ScenarioResult r : results) {
                if (r.verdict() == Verdict.NOT_APPLICABLE && r.ruleset() != null) {
                    played.add(r.ruleset());
                }
            }
            s.append(" (").append(implementation.name()).append(" declares ")
                    .append(implementation.rulesets().isEmpty() ? "no ruleset" : String.join(", ", implementation.rulesets()))
                    .append("; the scenarios are of ").append(String.join(", ", played)).append(')');
        }
        return s.append("; --allow-empty accepts such a run").toString();
    }
}
