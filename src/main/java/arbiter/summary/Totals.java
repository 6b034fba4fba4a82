package arbiter.summary;

import arbiter.report.Tally;
import arbiter.suite.Verdict;

/** The last two lines of a run's summary: the counts by verdict, then passed of applicable and of all. */
final class Totals {

    private Totals() {
    }

    static String of(Tally c, Palette palette) {
        StringBuilder s = new StringBuilder(Plural.of(c.total(), "scenario")).append(": ");
        for (Verdict v : Verdict.values()) {
            s.append(v == Verdict.PASSED ? "" : ", ").append(palette.paint(c.get(v) == 0 ? null : v, c.get(v) + " " + v.label()));
        }
        s.append('\n').append(String.format("passed %d of %d applicable, %d of %d in all%n", c.get(Verdict.PASSED), c.applicable(),
                c.get(Verdict.PASSED), c.total()));
        return s.toString();
    }
}
