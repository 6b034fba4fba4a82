package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * {@code arbiter fuzz --readers} from the command line: a table per target, and the exit status says whether anything
 * escaped; and what plain {@code arbiter fuzz} (the differential fuzzer) needs to be told.
 */
class FuzzCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return ArbiterCommand.execute(new PrintWriter(out), new PrintWriter(err), args);
    }

    @Test
    void printsATallyPerTargetAndExitsZeroWhenNothingEscaped() {
        assertThat(run("fuzz", "--seed", "3", "--inputs", "300", "--target", "fen", "--target", "game")).isZero();
        assertThat(out.toString()).contains("fuzz: seed 3, 300 inputs per target")
                .containsPattern("(?m)^fen +300 ").containsPattern("(?m)^game +300 ").containsPattern("(?m)^total +600 +0 ")
                .doesNotContain("escaped from");
    }

    @Test
    void readersRunsTheReadersCampaign() {
        assertThat(run("fuzz", "--readers", "--seed", "3", "--inputs", "200", "--target", "move")).isZero();
        assertThat(out.toString()).contains("fuzz: seed 3, 200 inputs per target").containsPattern("(?m)^move +200 ")
                .doesNotContainPattern("(?m)^fen ");
    }

    @Test
    void withoutAnImplementationItSaysWhatToGiveOnOneLine() {
        assertThat(run("fuzz")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("arbiter: give the implementation to fuzz: --implementation NAME or --adapter COMMAND"
                + " (two of them to compare with each other), or --readers for the readers' campaign" + System.lineSeparator());
    }

    @Test
    void theReadersCampaignTakesNoImplementation() {
        assertThat(run("fuzz", "--readers", "--implementation", "fixture-crashing")).isEqualTo(2);
        assertThat(err.toString()).contains("--readers fuzzes Arbiter's own readers: leave out --implementation, --adapter and --merge");
    }

    @Test
    void badDifferentialOptionsAreOneLineEach() {
        assertThat(run("fuzz", "--implementation", "fixture-crashing", "--shard", "3/2")).isEqualTo(2);
        assertThat(run("fuzz", "--implementation", "fixture-crashing", "--ruleset", "zeitgeist")).isEqualTo(2);
        assertThat(run("fuzz", "--implementation", "a", "--implementation", "b", "--adapter", "c")).isEqualTo(2);
        assertThat(run("fuzz", "--implementation", "nobody")).isEqualTo(2);
        assertThat(run("fuzz", "--adapter", "sleep 30", "--start-timeout", "0.5")).isEqualTo(2);
        assertThat(err.toString().lines()).containsExactly(
                "arbiter: --shard 3/2: write I/N with 1 <= I <= N, e.g. 2/4",
                "arbiter: --ruleset zeitgeist: not a ruleset both implementations and the reference support; those are xymyx",
                "arbiter: give one or two implementations (--implementation or --adapter), not 3",
                "arbiter: no implementation named \"nobody\" on the class path; found: " + err.toString().lines().skip(3).findFirst()
                        .orElse("").replaceAll(".*found: ", ""),
                err.toString().lines().skip(4).findFirst().orElse(""));
        assertThat(err.toString().lines().skip(4).findFirst().orElse("")).startsWith("arbiter: adapter \"sleep 30\" did not answer who it is: ");
    }

    @Test
    void anUnknownTargetIsABadOption() {
        assertThat(run("fuzz", "--target", "pgn")).isEqualTo(2);
        assertThat(err.toString()).contains("no fuzz target \"pgn\"; the targets are fen, diagram, move, game, request, response");
    }
}
