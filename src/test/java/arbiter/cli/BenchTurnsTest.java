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

    @Test
    void everySimulChessTurnOfTheBenchResolvesAndMostDecideAConflict() {
        Implementation reference = Target.find(Target.REFERENCE);
        long conflicts = 0;
        for (Turn turn : BenchCommand.simulchessTurns(reference)) {
            TurnResult result = reference.resolve(turn);
            assertThat(result).as(turn.toString()).isInstanceOf(TurnResult.Resolved.class);
            conflicts += ((TurnResult.Resolved) result).events().stream().anyMatch(e -> e.kind() != arbiter.api.EventKind.MOVED) ? 1 : 0;
        }
        assertThat(conflicts).isEqualTo(4);
    }

    @Test
    void everyZeitgeistTurnOfTheBenchResolvesAndAllButTheOpeningBounceOrRemove() {
        Implementation reference = Target.find(Target.REFERENCE);
        long settled = 0;
        for (Turn turn : BenchCommand.zeitgeistTurns(reference)) {
            TurnResult result = reference.resolve(turn);
            assertThat(result).as(turn.toString()).isInstanceOf(TurnResult.Resolved.class);
            settled += ((TurnResult.Resolved) result).events().stream().anyMatch(e -> e.kind() != arbiter.api.EventKind.MOVED) ? 1 : 0;
        }
        assertThat(settled).isEqualTo(3);
    }

    @Test
    void everyRevoChessTurnOfTheBenchResolvesAndOneCastles() {
        Implementation reference = Target.find(Target.REFERENCE);
        long castled = 0;
        for (Turn turn : BenchCommand.revochessTurns(reference)) {
            TurnResult result = reference.resolve(turn);
            assertThat(result).as(turn.toString()).isInstanceOf(TurnResult.Resolved.class);
            castled += ((TurnResult.Resolved) result).events().stream().filter(e -> e.kind() == arbiter.api.EventKind.CASTLED).count();
        }
        assertThat(castled).isEqualTo(1);
    }
}
