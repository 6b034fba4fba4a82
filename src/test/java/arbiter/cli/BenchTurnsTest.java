package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import org.junit.jupiter.api.Test;

/** The bench measures real work: every turn of its mix is carried out, none refused or rejected. */
class BenchTurnsTest {

    @Test
    void everyTurnOfTheBenchMixResolves() {
        Implementation reference = Target.find(Target.REFERENCE);
        for (Turn turn : BenchCommand.turns(reference)) {
            assertThat(reference.resolve(turn)).as(turn.toString()).isInstanceOf(TurnResult.Resolved.class);
        }
    }
}
