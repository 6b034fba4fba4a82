package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A scenario that starts from the implementation's start position, run against an implementation
 * whose start position is another (the orthodox one, Queens on d1 and d8), fails saying so: the
 * implementation's start is not the one the scenario needs. It does not read as a broken scenario.
 */
class StartPositionTest {

    /** The orthodox placement, without castling rights, which the reference can still play xymyx from. */
    private static final String ORTHODOX = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

    @Test
    void aStartPositionOtherThanTheScenarioNeedsIsAFailureOfTheImplementationThatSaysSo() {
        ForwardingImplementation orthodoxStart = new ForwardingImplementation(Target.find(Target.REFERENCE)) {
            @Override
            public String startPosition(String ruleset) {
                return ORTHODOX;
            }
        };
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-c4-003", orthodoxStart);
        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.verdict()).as(r.message()).isEqualTo(Verdict.FAILED);
            assertThat(r.message()).startsWith("arbiter-reference's start position of xymyx is not the one this scenario needs: it gives "
                    + ORTHODOX + ", where Black's move Qe8xe7: ").doesNotContain(".feature:");
        });
    }

    @Test
    void aMoveThatCannotBeReadInAGivenPositionIsStillAnErrorOfTheScenario() {
        List<ScenarioResult> results = SuiteRun.run("src/test/resources/turn-features", "@id:turns-021", Target.find(Target.REFERENCE));
        assertThat(results).singleElement().satisfies(r -> assertThat(r.verdict()).isEqualTo(Verdict.ERRORED));
    }
}
