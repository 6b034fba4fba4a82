package arbiter.summary;

import arbiter.report.RunTallies;

/**
 * How the end of a run's summary (the clause table and the totals) is drawn: whether only the
 * clauses the run touched are listed (a filtered run), and in which {@link Palette}.
 *
 * @param touchedOnly leave out the clauses no scenario of the run counted under
 * @param palette     plain for {@code summary.txt}; in colour, perhaps, for the terminal
 */
public record TableStyle(boolean touchedOnly, Palette palette) {

    /** Every clause, plain: an unfiltered run's {@code summary.txt}. */
    public static final TableStyle WHOLE = new TableStyle(false, Palette.PLAIN);

    /** The same table, plain, for a file. */
    public TableStyle plain() {
        return new TableStyle(touchedOnly, Palette.PLAIN);
    }

    String text(RunTallies tallies) {
        return ClauseTable.of(tallies, touchedOnly, palette) + "\n" + Totals.of(tallies.all(), palette);
    }
}
