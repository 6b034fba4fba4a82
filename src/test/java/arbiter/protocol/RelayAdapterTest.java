package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.suite.Target;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** scripts/relay_adapter.py, which the speed figures time as a Python adapter: it hands every message on unchanged in meaning. */
@ExtendWith(NoChildOutlives.class)
class RelayAdapterTest {

    private static final AdapterOptions GENEROUS = AdapterOptions.defaults().withTimeout(Duration.ofSeconds(60))
            .withStartTimeout(Duration.ofSeconds(120)).withChecker(MessageSchemas::problems);
    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);

    @BeforeAll
    static void pythonIsThere() throws Exception {
        boolean python;
        try {
            Process p = new ProcessBuilder("python3", "--version").start();
            python = p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (java.io.IOException e) {
            python = false;
        }
        assumeTrue(python, "python3 is not installed here");
    }

    @Test
    void theReferenceThroughTheRelayAnswersAsTheReference() {
        String command = "python3 scripts/relay_adapter.py " + SpecificationOverProtocolTest.serveCommand();
        Turn turn = new Turn("xymyx", "7k/6pp/8/r7/8/8/5PPP/3Q2K1 w - - 0 1", "d1d5", "a5d5", Side.WHITE);
        try (ProcessImplementation relay = new ProcessImplementation(command, GENEROUS)) {
            assertThat(relay.describe()).isEqualTo(REFERENCE.describe());
            assertThat(relay.resolve(turn)).isEqualTo(REFERENCE.resolve(turn));
            assertThat(relay.legalMoves("xymyx", turn.position(), Side.BLACK)).isEqualTo(REFERENCE.legalMoves("xymyx", turn.position(), Side.BLACK));
        }
    }
}
