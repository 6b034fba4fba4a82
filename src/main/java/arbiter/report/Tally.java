package arbiter.report;

import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.util.EnumMap;
import java.util.Map;

/** Counts of scenarios by verdict, with both denominators. */
public final class Tally {

    private final Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);

    public static Tally of(Iterable<ScenarioResult> results) {
        Tally t = new Tally();
        results.forEach(r -> t.add(r.verdict()));
        return t;
    }

    public void add(Verdict verdict) {
        counts.merge(verdict, 1, Integer::sum);
    }

    public int get(Verdict verdict) {
        return counts.getOrDefault(verdict, 0);
    }

    public int total() {
        return counts.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** All but the not applicable ones. */
    public int applicable() {
        return total() - get(Verdict.NOT_APPLICABLE);
    }
}
