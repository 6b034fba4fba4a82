package arbiter.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.Target;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of every reader of outside text, over inputs from a fixed seed (another with
 * {@code -Darbiter.fuzz.seed=N}): any input gives a value or the reader's own clear refusal, one
 * short line, and a value read is written and read back the same. A short run of what
 * {@code arbiter fuzz} does at length.
 */
class ReadersPropertyTest {

    private static final long SEED = Long.getLong("arbiter.fuzz.seed", 10);

    /** Inputs per target, fewer where one input costs more (a move read in 28 ways, a request resolved). */
    private static final Map<String, Long> INPUTS = Map.of("fen", 3000L, "diagram", 2000L, "move", 1000L, "game", 3000L,
            "request", 600L, "response", 2000L);

    static Stream<Named<FuzzTarget>> targets() {
        return Targets.all(Target.find(Target.REFERENCE)).stream().map(t -> Named.of(t.name(), t));
    }

    @ParameterizedTest
    @MethodSource("targets")
    void everyInputGivesAValueOrAClearRefusalAndValuesReadBack(FuzzTarget target) throws InterruptedException {
        Tally tally = new Campaign(SEED, Duration.ofMinutes(1)).run(target, INPUTS.get(target.name()));
        assertThat(tally.escapes()).as("escaped from %s (seed %d)", target.name(), SEED).isEmpty();
        assertThat(tally.inputs()).isEqualTo(INPUTS.get(target.name()));
        assertThat(tally.read()).as("inputs read: the generator reaches valid text").isGreaterThan(tally.inputs() / 20);
        assertThat(tally.refused()).as("inputs refused: the generator breaks text").isGreaterThan(tally.inputs() / 2);
    }
}
