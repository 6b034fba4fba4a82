package arbiter.summary;

import arbiter.report.SafeText;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What a run shows while it runs: on a terminal one line rewritten in place, with how many of the
 * selected scenarios are done and the percentage; elsewhere (a pipe, a CI log) a plain line per
 * feature file as it is finished, with the running count.
 */
public final class Progress implements Consumer<ScenarioResult> {

    private final PrintWriter out;
    private final boolean terminal;
    private final int total;
    private final Palette palette;
    private final Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    private final Map<Verdict, Integer> fileCounts = new EnumMap<>(Verdict.class);
    private String file;
    private int done;

    /** {@code total}: the scenarios the run selected, known before it starts. */
    public Progress(PrintWriter out, boolean terminal, int total, Palette palette) {
        this.out = out;
        this.terminal = terminal;
        this.total = total;
        this.palette = palette;
    }

    @Override
    public synchronized void accept(ScenarioResult r) {
        if (!terminal && file != null && !file.equals(r.file())) {
            flushFile();
        }
        done++;
        counts.merge(r.verdict(), 1, Integer::sum);
        if (terminal) {
            String id = SafeText.of(r.id().length() > 40 ? r.id().substring(0, 40) : r.id());
            out.print("\r" + line() + "  " + tally(counts, palette) + "  " + String.format("%-40s", id));
            out.flush();
            return;
        }
        file = r.file();
        fileCounts.merge(r.verdict(), 1, Integer::sum);
    }

    /** How far the run is: "120/1033  11%" (a broken file's extra result never takes it past 100%). */
    String line() {
        int of = Math.max(total, done);
        int width = Integer.toString(of).length();
        return String.format("%" + width + "d/%d %3d%%", done, of, of == 0 ? 100 : done * 100 / of);
    }

    /** Ends the progress display before the summary is printed. */
    public synchronized void finish() {
        if (terminal) {
            out.print("\r" + " ".repeat(120) + "\r");
        } else if (file != null) {
            flushFile();
        }
        out.flush();
    }

    private void flushFile() {
        out.println(SafeText.of(file) + ": " + tally(fileCounts, Palette.PLAIN) + " (" + line() + ")");
        out.flush();
        fileCounts.clear();
    }

    private static String tally(Map<Verdict, Integer> c, Palette palette) {
        StringBuilder s = new StringBuilder();
        for (Verdict v : Verdict.values()) {
            int n = c.getOrDefault(v, 0);
            if (n > 0 || v == Verdict.PASSED) {
                s.append(s.length() == 0 ? "" : ", ").append(palette.paint(n == 0 ? null : v, n + " " + v.label()));
            }
        }
        return s.toString();
    }
}
