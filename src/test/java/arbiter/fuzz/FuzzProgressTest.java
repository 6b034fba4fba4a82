package arbiter.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The progress line of {@code arbiter fuzz}: rewritten in place on a terminal, absent from a pipe or a CI log. */
class FuzzProgressTest {

    @Test
    void onATerminalOneLineIsRewrittenAndClearedAtTheEnd() {
        StringWriter out = new StringWriter();
        FuzzProgress progress = new FuzzProgress(new PrintWriter(out), true, 2000);
        progress.turnDone(500, 2);
        assertThat(out.toString()).startsWith("\r500/2,000  25% turns  2 findings  ").contains(" turns/s").doesNotContain("\n");
        progress.finish();
        assertThat(out.toString()).endsWith("\r" + " ".repeat(78) + "\r");
    }

    @Test
    void aRunLimitedByTimeShowsTurnsWithoutATotal() {
        StringWriter out = new StringWriter();
        new FuzzProgress(new PrintWriter(out), true, 0).turnDone(1, 1);
        assertThat(out.toString()).startsWith("\r1 turns  1 finding  ");
    }

    @Test
    void elsewhereNothingIsPrinted() {
        StringWriter out = new StringWriter();
        FuzzProgress progress = new FuzzProgress(new PrintWriter(out), false, 2000);
        progress.turnDone(500, 2);
        progress.finish();
        assertThat(out.toString()).isEmpty();
    }
}
