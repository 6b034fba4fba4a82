package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link TurnPlan}: each player's moves as written and who registered first. */
class TurnPlanTest {

    @Test
    void eachPlayerGetsTheirOwnMovesInTheOrderWritten() {
        TurnPlan plan = new TurnPlan(List.of("e4", "Nf3"), List.of("Ra8-a7"), TurnPlan.Order.NONE);
        assertThat(plan.movesOf(Color.WHITE)).containsExactly("e4", "Nf3");
        assertThat(plan.movesOf(Color.BLACK)).containsExactly("Ra8-a7");
        TurnPlan whiteOnly = new TurnPlan(List.of("Kc1-d1"), List.of(), TurnPlan.Order.NONE);
        assertThat(whiteOnly.movesOf(Color.BLACK)).isEmpty();
        assertThat(whiteOnly.movesOf(Color.WHITE)).containsExactly("Kc1-d1");
    }

    @Test
    void oneMoveEachNamesWhoRegisteredFirstOrNobody() {
        assertThat(TurnPlan.oneEach("e4", "e5", Color.WHITE).first()).isEqualTo(Color.WHITE);
        assertThat(TurnPlan.oneEach("e4", "e5", Color.BLACK).order()).isEqualTo(TurnPlan.Order.BLACK_FIRST);
        TurnPlan either = TurnPlan.oneEach("e4", "e5", null);
        assertThat(either.order()).isEqualTo(TurnPlan.Order.EITHER);
        assertThat(either.first()).isNull();
        assertThat(either.movesOf(Color.BLACK)).containsExactly("e5");
    }
}
