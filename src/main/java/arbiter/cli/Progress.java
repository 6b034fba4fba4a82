package arbiter.cli;

import arbiter.report.SafeText;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * What a run shows while it runs: on a terminal one line rewritten in place; elsewhere (a pipe, a
 * CI log) a plain line per feature file as it is finished.
 */
final class Progress implements Consumer<ScenarioResult> {

    private final PrintWriter out;
    private final boolean terminal;
    private final Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    private final Map<Verdict, Integer> fileCounts = new EnumMap<>(Verdict.class);
    private String file;
    private int done;

    Progress(PrintWriter out, boolean terminal) {
        this.out = out;
        this.terminal = terminal;
    }

    @Override
    public synchronized void accept(ScenarioResult r) {
        done++;
        counts.merge(r.verdict(), 1, Integer::sum);
        if (terminal) {
            String id = SafeText.of(r.id().length() > 40 ? r.id().substring(0, 40) : r.id());
            out.print(String.format("\r%5d done: %s  %-40s", done, tally(counts), id));
            out.flush();
            return;
        }
        if (file != null && !file.equals(r.file())) {
            flushFile();
        }
        file = r.file();
        fileCounts.merge(r.verdict(), 1, Integer::sum);
    }

    /** Ends the progress display before the summary is printed. */
    synchronized void finish() {
        if (terminal) {
            out.print("\r" + " ".repeat(100) + "\r");
        } else if (file != null) {
            flushFile();
        }
        out.flush();
    }

    private void flushFile() {
        out.println(SafeText.of(file) + ": " + tally(fileCounts));
        out.flush();
        fileCounts.clear();
    }

    private static String tally(Map<Verdict, Integer> c) {
        StringBuilder s = new StringBuilder();
        for (Verdict v : Verdict.values()) {
            int n = c.getOrDefault(v, 0);
            if (n > 0 || v == Verdict.PASSED) {
                s.append(s.length() == 0 ? "" : ", ").append(n).append(' ').append(v.label());
            }
        }
        return s.toString();
    }
}
