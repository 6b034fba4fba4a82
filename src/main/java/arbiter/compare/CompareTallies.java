package arbiter.compare;

import arbiter.report.ReportJson;
import arbiter.report.Tally;
import arbiter.suite.Verdict;
import java.util.Collection;

/** Counts of verdict keys ({@link ReportJson#key}) as a {@link Tally}. */
final class CompareTallies {

    private CompareTallies() {
    }

    static Tally of(Collection<String> verdictKeys) {
        Tally t = new Tally();
        verdictKeys.forEach(k -> t.add(verdict(k)));
        return t;
    }

    /** The verdict of a key; an unknown one counts as errored, as in the report. */
    static Verdict verdict(String key) {
        for (Verdict v : Verdict.values()) {
            if (ReportJson.key(v).equals(key)) {
                return v;
            }
        }
        return Verdict.ERRORED;
    }
}
