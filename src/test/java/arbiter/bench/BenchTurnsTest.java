package arbiter.bench;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.PieceKind;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bench measures real work: every turn of its lists is carried out, none refused or rejected, and each list holds what it says. */
class BenchTurnsTest {

    private final Implementation reference = Target.find(Target.REFERENCE);

    /** Each turn of a list, resolved; fails on a turn that is refused or rejected. */
    private List<TurnResult.Resolved> resolved(List<Turn> turns) {
        return turns.stream().map(turn -> {
            TurnResult result = reference.resolve(turn);
            assertThat(result).as(turn.toString()).isInstanceOf(TurnResult.Resolved.class);
            return (TurnResult.Resolved) result;
        }).toList();
    }

    private static List<Event> events(List<TurnResult.Resolved> results) {
        return results.stream().flatMap(r -> r.events().stream()).toList();
    }

    private static long deciding(List<TurnResult.Resolved> results) {
        return results.stream().filter(r -> r.events().stream().anyMatch(e -> e.kind() != EventKind.MOVED)).count();
    }

    @Test
    void everyListIsOfItsOwnRulesetAndEveryTurnOfItResolves() {
        for (Map.Entry<String, List<Turn>> list : BenchTurns.byRuleset().entrySet()) {
            assertThat(list.getValue()).as(list.getKey()).isNotEmpty().allMatch(t -> t.ruleset().equals(list.getKey()));
            resolved(list.getValue());
        }
        assertThat(BenchTurns.byRuleset().keySet()).containsExactlyInAnyOrderElementsOf(reference.describe().rulesets());
    }

    @Test
    void theXymyxListHasTenTurnsWithCapturesACollisionASwapACheckAFreezeACastlingAndAMoveWhileFrozen() {
        List<Turn> turns = BenchTurns.xymyx();
        List<TurnResult.Resolved> results = resolved(turns);
        assertThat(turns).hasSize(10);
        assertThat(events(results)).extracting(Event::kind)
                .contains(EventKind.CAPTURED, EventKind.COLLISION, EventKind.CHECK, EventKind.FROZEN, EventKind.ABSORBED, EventKind.PROMOTED);
        assertThat(results).as("a swap: both moves failed captures").anyMatch(r -> r.events().stream()
                .filter(e -> e.kind() == EventKind.FAILED_CAPTURE).count() == 2);
        assertThat(events(results)).as("a castling: a King moving two files").anyMatch(e -> e.kind() == EventKind.MOVED
                && e.piece() == PieceKind.KING && Math.abs(e.square().charAt(0) - e.from().charAt(0)) == 2);
        assertThat(turns).as("a turn with a frozen piece on the board").anyMatch(t -> t.position().contains(" frozen="));
    }

    @Test
    void everySimulChessTurnOfTheBenchResolvesAndMostDecideAConflict() {
        assertThat(deciding(resolved(BenchTurns.simulchess()))).isEqualTo(4);
    }

    @Test
    void everyZeitgeistTurnOfTheBenchResolvesAndAllButTheOpeningBounceOrRemove() {
        assertThat(deciding(resolved(BenchTurns.zeitgeist()))).isEqualTo(3);
    }

    @Test
    void everyRevoChessTurnOfTheBenchResolvesAndOneCastles() {
        assertThat(events(resolved(BenchTurns.revochess()))).filteredOn(e -> e.kind() == EventKind.CASTLED).hasSize(1);
    }
}
