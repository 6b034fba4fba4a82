package arbiter.compare;

import arbiter.html.SafeHtmlOutput;
import arbiter.report.HtmlReport;
import arbiter.report.Tally;
import arbiter.suite.Verdict;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * {@code compare.html}: a {@link Comparison} for people, one self-contained page without script in the
 * look of {@code report.html}: the implementations with their counts and reports, a clause-by-implementation
 * matrix per ruleset whose cells ("passed of applicable") open the scenarios behind them, each linked into
 * that implementation's own report, and the scenarios on which the implementations do not all agree with the
 * reference. Everything taken from the reports is escaped (the templates under src/main/jte/compare).
 */
public final class CompareHtml {

    private CompareHtml() {
    }

    public static void write(OutputStream out, Comparison c) throws IOException {
        try (Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16)) {
            String css = HtmlReport.resource("report.css") + HtmlReport.resource("compare.css");
            SafeHtmlOutput.render(w, o -> JtecompareGenerated.render(o, null, c, css));
        }
    }

    /** Whether any implementation failed or errored, or has no report. */
    static boolean broken(Comparison c) {
        return c.columns().stream().anyMatch(col -> CompareCells.broken(col.tally()) || col.folder() == null);
    }

    static String labels(Comparison c) {
        return c.columns().stream().map(CompareColumn::label).collect(Collectors.joining(", "));
    }

    /** The counts of every verdict but passed: "0 failed · 1 errored · ...". */
    static String others(Tally t) {
        return Arrays.stream(Verdict.values()).skip(1).map(v -> t.get(v) + " " + v.label()).collect(Collectors.joining(" · "));
    }
}
