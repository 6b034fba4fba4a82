package arbiter.summary;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import arbiter.selection.Selection;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The progress line says how many of how many, and the percentage, on a terminal and in a log. */
class ProgressTest {

    private static ScenarioResult result(String file, Verdict verdict) {
        return new ScenarioResult("x-1", "s", file, 1, List.of(), "xymyx", verdict, "", new ScenarioDetail(null, null, null, null), 1);
    }

    @Test
    void aTerminalSeesDoneOfTotalAndThePercentage() {
        StringWriter out = new StringWriter();
        Progress p = new Progress(new PrintWriter(out), true, 8, Palette.PLAIN);
        p.accept(result("a.feature", Verdict.PASSED));
        p.accept(result("a.feature", Verdict.FAILED));
        assertThat(out.toString()).contains("\r1/8  12%  1 passed  x-1").contains("\r2/8  25%  1 passed, 1 failed  x-1");
    }

    @Test
    void aLogSeesALinePerFileWithTheRunningCount() {
        StringWriter out = new StringWriter();
        Progress p = new Progress(new PrintWriter(out), false, 4, Palette.ANSI);
        p.accept(result("a.feature", Verdict.PASSED));
        p.accept(result("a.feature", Verdict.SKIPPED));
        p.accept(result("b.feature", Verdict.PASSED));
        p.finish();
        assertThat(out.toString()).isEqualTo("a.feature: 1 passed, 1 skipped (2/4  50%)\nb.feature: 1 passed (3/4  75%)\n"
                .replace("\n", System.lineSeparator()));
    }

    @Test
    void theTotalKnownBeforeTheRunIsTheNumberOfResultsItGives() {
        Selection.Chosen chosen = Selection.choose("features", List.of("xymyx"), "@ruling or @xymyx.R4", List.of(), List.of());
        assertThat(chosen.scenarios()).isPositive()
                .isEqualTo(SuiteRun.run("features/xymyx", chosen.expression(), Target.find(Target.REFERENCE)).size());
        assertThat(Selection.choose("features", List.of("revochess"), null, List.of(), List.of()).scenarios())
                .isEqualTo(SuiteRun.run("features/revochess", null, Target.find(Target.REFERENCE)).size());
    }

    @Test
    void anExtraResultNeverTakesItPastAHundredPercent() {
        Progress p = new Progress(new PrintWriter(new StringWriter()), false, 1, Palette.PLAIN);
        p.accept(result("a.feature", Verdict.ERRORED));
        p.accept(result("b.feature", Verdict.PASSED));
        assertThat(p.line()).isEqualTo("2/2 100%");
    }
}
