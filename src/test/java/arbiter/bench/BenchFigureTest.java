package arbiter.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bench's figures: medians of rounds, held to their targets, and the table and summary line they make. */
class BenchFigureTest {

    private static String printed(BenchFigure... figures) {
        StringWriter text = new StringWriter();
        BenchFigure.print(new PrintWriter(text), List.of(figures));
        return text.toString();
    }

    @Test
    void theFigureIsTheMedianOfItsRoundsWithTheLowestAndHighest() {
        BenchFigure odd = BenchFigure.of("x", new double[] {5, 1, 3}, "/s", null);
        BenchFigure even = BenchFigure.of("x", new double[] {4, 1, 3, 10}, "/s", null);
        assertThat(odd.median()).isEqualTo(3);
        assertThat(even.median()).isEqualTo(3.5);
        assertThat(even.lowest()).isEqualTo(1);
        assertThat(even.highest()).isEqualTo(10);
    }

    @Test
    void aRateMeetsAnAtLeastTargetAndATimeAnAtMostTarget() {
        assertThat(BenchFigure.of("rate", new double[] {100}, "/s", BenchFigure.Target.atLeast(100)).met()).isTrue();
        assertThat(BenchFigure.of("rate", new double[] {99}, "/s", BenchFigure.Target.atLeast(100)).met()).isFalse();
        assertThat(BenchFigure.of("time", new double[] {5}, "s", BenchFigure.Target.atMost(5)).met()).isTrue();
        assertThat(BenchFigure.of("time", new double[] {6}, "s", BenchFigure.Target.atMost(5)).met()).isFalse();
        assertThat(BenchFigure.of("free", new double[] {6}, "s", null).met()).isFalse();
    }

    @Test
    void theTableShowsEachFigureBesideItsTargetAndTheSummaryCountsOnlyFiguresWithATarget() {
        String text = printed(BenchFigure.of("perft", new double[] {4_000_000, 8_000_000, 6_000_000}, "nodes/s", BenchFigure.Target.atLeast(16_000_000)),
                BenchFigure.of("simulchess", new double[] {170_000}, "/s", null),
                BenchFigure.of("reports", new double[] {4.5}, "s", BenchFigure.Target.atMost(5)),
                BenchFigure.of("protocol", new double[] {15_000}, "/s", BenchFigure.Target.atLeast(100_000)));
        assertThat(text).contains("6,000,000 nodes/s  (4,000,000 to 8,000,000)  >= 16,000,000 nodes/s  no, 38% of it")
                .contains("4.50 s").contains("<= 5.00 s").contains("yes");
        assertThat(text).containsPattern("(?m)^simulchess +170,000 /s +- +-$");
        assertThat(text.lines().reduce((a, b) -> b).orElseThrow())
                .isEqualTo("targets met: 1 of 3; not met: perft 38% of it; protocol 15% of it");
    }

    @Test
    void aTimeTooLongSaysHowManyTimesTheTargetItTakes() {
        assertThat(printed(BenchFigure.of("reports", new double[] {15}, "s", BenchFigure.Target.atMost(5))))
                .contains("no, 3.0 times it").endsWith("targets met: 0 of 1; not met: reports 3.0 times it" + System.lineSeparator());
    }

    @Test
    void figuresWithoutTargetsSaySoInsteadOfCountingNone() {
        assertThat(printed(BenchFigure.of("reports", new double[] {1}, "s", null))).contains("no target for these figures")
                .doesNotContain("targets met");
    }
}
