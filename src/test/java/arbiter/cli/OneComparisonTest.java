package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One comparison of answers ({@code arbiter.compare.SameAnswer}) in every command: an
 * implementation whose answers differ from the reference's only in {@code moved} events, which the
 * protocol does not compare, passes {@code conform}, agrees in {@code resolve --adapter}, gives
 * {@code fuzz} nothing to find, and counts as the reference in {@code perft}.
 */
class OneComparisonTest {

    private static final String NO_MOVES = "fixture-no-moved-events";
    private static final String ROOKS = "3k4/8/8/8/7r/8/8/R3K3 w - - 0 1";

    @TempDir
    Path dir;

    private static String serving(String implementation) {
        return "java -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve"
                + " --implementation " + implementation;
    }

    @Test
    void conformPassesIt() {
        List<ScenarioResult> results = SuiteRun.run("features", "@xymyx.R2 or @xymyx.R3", Target.find(NO_MOVES)).stream()
                .filter(r -> r.ruleset().equals("xymyx")).toList();
        assertThat(results).hasSizeGreaterThan(10);
        assertThat(results).filteredOn(r -> r.verdict() != Verdict.PASSED).extracting(r -> r.id() + ": " + r.message()).isEmpty();
    }

    @Test
    void resolveWithTheAdapterFindsItAgreeing() {
        CommandRun cli = new CommandRun();
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4", "--first", "white",
                "--timeout", "60", "--start-timeout", "120", "--adapter", serving(NO_MOVES));
        assertThat(cli.out.toString()).contains("adapter 1: " + NO_MOVES + " 1.0: agrees with the reference").doesNotContain("differs");
        assertThat(status).as(cli.out.toString() + cli.err).isZero();
    }

    @Test
    void fuzzFindsNothing() {
        CommandRun cli = new CommandRun();
        int status = cli.run("fuzz", "--implementation", NO_MOVES, "--ruleset", "xymyx", "--turns", "300", "--out",
                dir.resolve("findings").toString());
        assertThat(status).as(cli.out.toString() + cli.err).isZero();
    }

    @Test
    void perftCountsAsTheReference() {
        CommandRun reference = new CommandRun();
        CommandRun other = new CommandRun();
        assertThat(reference.run("perft", "--ruleset", "xymyx", "--fen", ROOKS, "--depth", "2")).isZero();
        assertThat(other.run("perft", "--ruleset", "xymyx", "--fen", ROOKS, "--depth", "2", "--implementation", NO_MOVES))
                .as(other.err.toString()).isZero();
        assertThat(counts(other.out.toString())).hasSize(2).isEqualTo(counts(reference.out.toString()));
    }

    private static List<String> counts(String table) {
        return table.lines().filter(l -> l.matches("\\s*\\d+\\s+[\\d,]+.*"))
                .map(l -> String.join(" ", Arrays.asList(l.trim().split("\\s+")).subList(0, 6))).toList();
    }
}
