package arbiter.diff;

import arbiter.suite.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Two reports compared scenario by scenario (matched by id), sorted into the sections {@code arbiter diff}
 * prints: newly failing, newly passing, changed answers (the same failing verdict, a different answer),
 * other verdict changes, added and removed; the rest are counted as unchanged.
 */
public record ReportDiff(ReportSnapshot old, ReportSnapshot now, List<Change> newlyFailing, List<Change> newlyPassing,
        List<Change> changedAnswers, List<Change> otherChanges, List<Change> added, List<Change> removed, int unchanged) {

    /** A scenario in either or both reports: {@code before} is null when added, {@code after} when removed. */
    record Change(ScenarioSnapshot before, ScenarioSnapshot after) {

        ScenarioSnapshot any() {
            return after != null ? after : before;
        }
    }

    /** The two reports compared, each scenario sorted into its section. */
    public static ReportDiff of(ReportSnapshot old, ReportSnapshot now) {
        List<Change> newlyFailing = new ArrayList<>();
        List<Change> newlyPassing = new ArrayList<>();
        List<Change> changedAnswers = new ArrayList<>();
        List<Change> otherChanges = new ArrayList<>();
        List<Change> added = new ArrayList<>();
        List<Change> removed = new ArrayList<>();
        int unchanged = 0;
        for (Map.Entry<String, ScenarioSnapshot> e : now.scenarios().entrySet()) {
            ScenarioSnapshot b = old.scenarios().get(e.getKey());
            ScenarioSnapshot a = e.getValue();
            Change c = new Change(b, a);
            if (b == null) {
                added.add(c);
            } else if (b.verdict() == a.verdict()) {
                if (a.broken() && !Objects.equals(b.actual(), a.actual())) {
                    changedAnswers.add(c);
                } else {
                    unchanged++;
                }
            } else if (a.broken() && !b.broken()) {
                newlyFailing.add(c);
            } else if (b.broken() && a.verdict() == Verdict.PASSED) {
                newlyPassing.add(c);
            } else {
                otherChanges.add(c);
            }
        }
        for (Map.Entry<String, ScenarioSnapshot> e : old.scenarios().entrySet()) {
            if (!now.scenarios().containsKey(e.getKey())) {
                removed.add(new Change(e.getValue(), null));
            }
        }
        return new ReportDiff(old, now, newlyFailing, newlyPassing, changedAnswers, otherChanges, added, removed, unchanged);
    }

    /**
     * The scenarios that make this a regression: those failing or erroring now that did not before (newly
     * failing, and added ones that fail); with {@code strict} also lost coverage, passing scenarios no longer
     * passing without failing (now skipped, not applicable, or removed).
     */
    List<Change> regressions(boolean strict) {
        List<Change> r = new ArrayList<>(newlyFailing);
        added.stream().filter(c -> c.after().broken()).forEach(r::add);
        if (strict) {
            otherChanges.stream().filter(c -> c.before().verdict() == Verdict.PASSED).forEach(r::add);
            removed.stream().filter(c -> c.before().verdict() == Verdict.PASSED).forEach(r::add);
        }
        return r;
    }

    /** Whether something regressed; {@code strict} counts other verdict changes too. */
    public boolean regressed(boolean strict) {
        return !regressions(strict).isEmpty();
    }

    /** Whether both reports have the same scenarios, the same verdicts and the same wrong answers. */
    boolean identical() {
        return unchanged == old.size() && unchanged == now.size();
    }
}
