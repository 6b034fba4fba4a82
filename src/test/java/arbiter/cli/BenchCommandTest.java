package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.bench.ReportFigure;
import arbiter.game.Games;
import arbiter.report.Chromium;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** arbiter bench: what it prints and how it refuses bad options; never how fast anything is. */
class BenchCommandTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--rounds=0|--rounds must be at least 1, not 0",
            "--seconds=0|--seconds must be a number of seconds above 0 and at most 3600, not 0.0",
            "--seconds=NaN|--seconds must be a number of seconds above 0 and at most 3600, not NaN",
            "--report=0|--report must be at least 1 scenario, not 0",
            "--warm-up=-1|--warm-up must be a number of seconds from 0 to 3600, not -1.0",
            "--rounds=many|Invalid value for option '--rounds': 'many' is not an int"})
    void aBadOptionGetsOneLineSayingWhatIsWrong(String option, String message) {
        CommandRun run = new CommandRun();
        assertThat(run.run("bench", option)).isEqualTo(2);
        assertThat(run.err.toString().lines().findFirst().orElseThrow()).isEqualTo("arbiter: " + message);
        assertThat(run.err.toString()).doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(run.out.toString()).isEmpty();
    }

    @Test
    void rulebookDeskAndReportEachAloneOrRefused() {
        for (String[] two : new String[][] {{"--rulebook", "--report=10"}, {"--desk", "--rulebook"}, {"--desk", "--report=10"}}) {
            CommandRun run = new CommandRun();
            assertThat(run.run("bench", two[0], two[1])).isEqualTo(2);
            assertThat(run.err.toString()).startsWith("arbiter: --rulebook, --desk and --report each measure one thing alone");
        }
    }

    /** The command its help prints, with one round: Chromium settles every game's bench turns, and each figure is printed beside its target. */
    @Test
    void theDesksFiguresComeFromChromiumBesideTheirTargets(@TempDir Path work) {
        Chromium.require(work);
        CommandRun run = new CommandRun();
        assertThat(run.run("bench", "--desk", "--rounds", "1")).as("%s", run.err).isZero();
        String out = run.out.toString();
        assertThat(out).containsPattern("desk round 1: first turn [0-9.]+ ms, then [0-9]+ turns: median [0-9.]+ ms")
                .containsPattern("the scripts every book loads \\(reference, page, data of " + Games.ids().size() + " games\\) +[0-9,]+ kB +<= 3,000 kB")
                .containsPattern("a turn settled in the page \\(Chromium, [0-9]+ turns a round\\): 95th percentile")
                .containsPattern("targets met: [0-4] of 4");
    }

    @Test
    void resolvesArePrintedForEveryRulesetInProcessAndOverTheProtocolBesideTheirTargets() {
        CommandRun run = new CommandRun();
        assertThat(run.run("bench", "--no-perft", "--no-report", "--rounds=1", "--seconds=0.05", "--warm-up=0.05")).isZero();
        String out = run.out.toString();
        for (arbiter.game.Game game : arbiter.game.Games.all()) {
            assertThat(out).contains("resolves in process, " + game.id() + " (" + game.benchTurns().size() + " turns)");
        }
        assertThat(out).containsPattern("resolves in process, xymyx \\(10 turns\\) +[0-9,]+ /s +>= 1,000,000 /s +(yes|no, )")
                .containsPattern("resolves over the protocol, xymyx, \\d+ in flight +[0-9,]+ /s +>= 100,000 /s +(yes|no, )")
                .containsPattern("(?m)^targets met: [0-2] of 2")
                .doesNotContain("perft");
    }

    @Test
    void theReportFigureAloneHasNoTargetBelowAHundredThousandResults() {
        CommandRun run = new CommandRun();
        assertThat(run.run("bench", "--report=20", "--rounds=1")).isZero();
        assertThat(run.out.toString()).contains("report of 20 scenarios").containsPattern("every report of 20 results +[0-9.,]+ s +- +-")
                .contains("no target for these figures");
    }

    @Test
    void theReportFigureIsTheTimeToRecordAndWriteNotTheBenchsCleanUp() {
        assertThat(ReportFigure.recordedAndWritten("report of 100,000 scenarios: recorded in 1.90 s, written in 36.49 s (report.json 104,001 KB")
                .getAsDouble()).isCloseTo(38.39, within(1e-9));
        assertThat(ReportFigure.recordedAndWritten("recorded in 0,50 s, written in 2,25 s").getAsDouble()).isCloseTo(2.75, within(1e-9));
        assertThat(ReportFigure.recordedAndWritten("report of 10 scenarios: 3 s")).isEmpty();
    }
}
