package arbiter.summary;

import arbiter.report.RunTallies;
import arbiter.report.SafeText;
import arbiter.report.Tally;
import arbiter.suite.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The table a run prints: per ruleset a row of all its scenarios, then a row per clause in catalogue
 * order, counted as every other output counts them ({@link RunTallies}). A filtered run shows only
 * the clauses it touched; a whole run shows every clause, the uncovered ones with zeros.
 */
final class ClauseTable {

    static final int TITLE_WIDTH = 60;

    private ClauseTable() {
    }

    static String of(RunTallies tallies) {
        return of(tallies, false, Palette.PLAIN);
    }

    /** The table; {@code touchedOnly} leaves out the clauses no scenario of the run counted under. */
    static String of(RunTallies tallies, boolean touchedOnly, Palette palette) {
        List<String[]> rows = new ArrayList<>();
        List<Tally> counts = new ArrayList<>();
        for (Map.Entry<String, Tally> e : tallies.rulesets().entrySet()) {
            String ruleset = e.getKey();
            rows.add(new String[] {ruleset, ruleset.equals(RunTallies.NO_RULESET) ? "scenarios that never named their ruleset"
                    : "the whole ruleset, each scenario once"});
            counts.add(e.getValue());
            for (String clause : tallies.clauseIds(ruleset)) {
                Tally t = tallies.clause(clause);
                if (!touchedOnly || t.total() > 0) {
                    rows.add(new String[] {clause, tallies.title(clause)});
                    counts.add(t);
                }
            }
        }
        int idWidth = rows.stream().mapToInt(r -> SafeText.of(r[0]).length()).max().orElse(0);
        idWidth = Math.max(idWidth, 22);
        StringBuilder s = new StringBuilder(String.format("%-" + idWidth + "s %6s %6s %7s %7s %4s  %s%n",
                "clause", "passed", "failed", "errored", "skipped", "n/a", "title"));
        for (int i = 0; i < rows.size(); i++) {
            Tally t = counts.get(i);
            s.append(String.format("%-" + idWidth + "s", SafeText.of(rows.get(i)[0]))).append(' ')
                    .append(palette.count(Verdict.PASSED, t.get(Verdict.PASSED), 6)).append(' ')
                    .append(palette.count(Verdict.FAILED, t.get(Verdict.FAILED), 6)).append(' ')
                    .append(palette.count(Verdict.ERRORED, t.get(Verdict.ERRORED), 7)).append(' ')
                    .append(palette.count(Verdict.SKIPPED, t.get(Verdict.SKIPPED), 7)).append(' ')
                    .append(palette.count(Verdict.NOT_APPLICABLE, t.get(Verdict.NOT_APPLICABLE), 4)).append("  ")
                    .append(shorten(SafeText.of(rows.get(i)[1]), TITLE_WIDTH)).append('\n');
        }
        return s.toString();
    }

    /** {@code title} if it fits in {@code width} characters, else cut at the last word that fits, with an ellipsis. */
    static String shorten(String title, int width) {
        if (title.length() <= width) {
            return title;
        }
        int cut = title.lastIndexOf(' ', width - 1);
        String kept = (cut > 0 ? title.substring(0, cut) : title.substring(0, width - 1)).replaceAll("[\\s,;:]+$", "");
        return kept + "\u2026";
    }
}
