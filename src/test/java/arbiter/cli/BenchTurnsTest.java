package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/** The bench measures real work: every turn of its mix is carried out, none refused or rejected. */
class BenchTurnsTest {

    private final Implementation reference = Target.find(Target.REFERENCE);

    /** Each turn of a mix, resolved; fails on a turn that is refused or rejected. */
    private List<TurnResult.Resolved> resolved(Function<Implementation, List<Turn>> mix) {
        return mix.apply(reference).stream().map(turn -> {
            TurnResult result = reference.resolve(turn);
            assertThat(result).as(turn.toString()).isInstanceOf(TurnResult.Resolved.class);
            return (TurnResult.Resolved) result;
        }).toList();
    }

    private static long deciding(List<TurnResult.Resolved> results) {
        return results.stream().filter(r -> r.events().stream().anyMatch(e -> e.kind() != EventKind.MOVED)).count();
    }

    @Test
    void everyTurnOfTheBenchMixResolves() {
        assertThat(resolved(BenchCommand::turns)).isNotEmpty();
    }

    @Test
    void everySimulChessTurnOfTheBenchResolvesAndMostDecideAConflict() {
        assertThat(deciding(resolved(BenchCommand::simulchessTurns))).isEqualTo(4);
    }

    @Test
    void everyZeitgeistTurnOfTheBenchResolvesAndAllButTheOpeningBounceOrRemove() {
        assertThat(deciding(resolved(BenchCommand::zeitgeistTurns))).isEqualTo(3);
    }

    @Test
    void everyRevoChessTurnOfTheBenchResolvesAndOneCastles() {
        assertThat(resolved(BenchCommand::revochessTurns)).flatMap(TurnResult.Resolved::events)
                .filteredOn(e -> e.kind() == EventKind.CASTLED).hasSize(1);
    }
}
