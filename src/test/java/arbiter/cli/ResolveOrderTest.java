package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.fixtures.StrictAdapter;
import org.junit.jupiter.api.Test;

/**
 * {@code resolve} asks a turn as {@code conform} does: in a ruleset that keeps no registration
 * order (SimulChess), once and without {@code first}, so an adapter that follows the protocol page
 * strictly agrees with the reference; {@code --first} there is refused with the reason.
 */
class ResolveOrderTest {

    private static final String PAWNS = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1";

    @Test
    void aSimulchessTurnIsAskedOnceWithoutAFirstPlayer() {
        CommandRun cli = new CommandRun();
        int status = cli.run("resolve", "--ruleset", "simulchess", "--fen", PAWNS, "--white", "e2-e4", "--black", "e7-e5",
                "--timeout", "60", "--start-timeout", "120", "--adapter", StrictAdapter.command());
        assertThat(cli.out.toString()).contains("strict-adapter 1.0: agrees with the reference").doesNotContain("registering first",
                "same instant", "invalid");
        assertThat(status).as(cli.out.toString() + cli.err).isZero();
    }

    @Test
    void aFirstPlayerIsRefusedWhereTheRulesetKeepsNoOrder() {
        CommandRun cli = new CommandRun();
        assertThat(cli.run("resolve", "--ruleset", "zeitgeist", "--fen", PAWNS, "--white", "e2-e4", "--black", "e7-e5", "--first",
                "white")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("--first white: zeitgeist keeps no registration order, so nobody registers first;"
                + " leave --first out");
    }
}
