package arbiter.bench;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Writing every report of a run, in rounds of {@link ReportBench}: the figure is the time to record and write them. */
public final class ReportFigure {

    /** The run the target is about: 100,000 results in at most 5 s. */
    public static final int SCENARIOS = 100_000;

    private static final Pattern RECORDED_AND_WRITTEN = Pattern.compile("recorded in (\\d+[.,]\\d+) s, written in (\\d+[.,]\\d+) s");

    private ReportFigure() {
    }

    /** The figure of writing every report of {@code scenarios} results, held to its target when they are {@link #SCENARIOS}. */
    public static BenchFigure measure(PrintWriter out, int scenarios, int rounds) throws IOException {
        double[] times = new double[rounds];
        boolean whole = false;
        for (int r = 0; r < rounds; r++) {
            StringWriter text = new StringWriter();
            long start = System.nanoTime();
            ReportBench.run(new PrintWriter(text), scenarios);
            double took = (System.nanoTime() - start) / 1e9;
            out.print(text);
            out.flush();
            OptionalDouble written = recordedAndWritten(text.toString());
            whole |= written.isEmpty();
            times[r] = written.orElse(took);
        }
        return BenchFigure.of(String.format("every report of %,d results%s", scenarios, whole ? " (whole rounds, clean-up included)" : ""),
                times, "s", scenarios == SCENARIOS ? BenchFigure.Target.atMost(5) : null);
    }

    /**
     * The seconds the reports took to record and write, read from the line {@link ReportBench} prints; empty when it
     * prints no such line. The bench's own work around them (counting the files' sizes, deleting 100,000 files) is not
     * part of writing the reports, and under load takes longer than writing them.
     */
    public static OptionalDouble recordedAndWritten(String text) {
        Matcher m = RECORDED_AND_WRITTEN.matcher(text);
        return m.find() ? OptionalDouble.of(seconds(m.group(1)) + seconds(m.group(2))) : OptionalDouble.empty();
    }

    private static double seconds(String number) {
        return Double.parseDouble(number.replace(',', '.'));
    }
}
