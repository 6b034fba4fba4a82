package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** {@code arbiter fuzz} from the command line: a table per target, and the exit status says whether anything escaped. */
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
    void anUnknownTargetIsABadOption() {
        assertThat(run("fuzz", "--target", "pgn")).isEqualTo(2);
        assertThat(err.toString()).contains("no fuzz target \"pgn\"; the targets are fen, diagram, move, game, request, response");
    }
}
