package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class GameNotationTest {

    private static final String SAMPLE = """
            1. Qd1-e2     Ra8-a7
            2. Nb1-c3*    Ra7-a2
            3. Nc3-d5     Ra2-b2*
            """;

    @Test
    void readsTurnsWithWhoRegisteredFirst() {
        List<GameNotation.Turn> turns = GameNotation.parse(SAMPLE);
        assertThat(turns).containsExactly(
                new GameNotation.Turn(1, TurnPlan.oneEach("Qd1-e2", "Ra8-a7", null), 1),
                new GameNotation.Turn(2, TurnPlan.oneEach("Nb1-c3", "Ra7-a2", Color.WHITE), 2),
                new GameNotation.Turn(3, TurnPlan.oneEach("Nc3-d5", "Ra2-b2", Color.BLACK), 3));
    }

    @Test
    void readsAPlayerWhoDoesNotMove() {
        assertThat(GameNotation.parse("4. --  Ra2-a1\n5. Kc1-d1 --").stream().map(GameNotation.Turn::plan)).containsExactly(
                new TurnPlan(List.of(), List.of("Ra2-a1"), TurnPlan.Order.NONE),
                new TurnPlan(List.of("Kc1-d1"), List.of(), TurnPlan.Order.NONE));
    }

    @Test
    void readsTwoMovesATurnAsTwoTurnsOfOnePlayer() {
        String game = "1. e4 Nf3 .e6 Nc6\n2.d4 d5 .Qf6 Be7\n3. 0-h1 dxc6 .";
        List<GameNotation.Turn> turns = GameNotation.parse(game);
        assertThat(turns.stream().map(GameNotation.Turn::plan)).containsExactly(
                new TurnPlan(List.of("e4", "Nf3"), List.of(), TurnPlan.Order.NONE),
                new TurnPlan(List.of(), List.of("e6", "Nc6"), TurnPlan.Order.NONE),
                new TurnPlan(List.of("d4", "d5"), List.of(), TurnPlan.Order.NONE),
                new TurnPlan(List.of(), List.of("Qf6", "Be7"), TurnPlan.Order.NONE),
                new TurnPlan(List.of("0-h1", "dxc6"), List.of(), TurnPlan.Order.NONE));
        assertThat(turns.stream().map(GameNotation.Turn::number)).containsExactly(1, 1, 2, 2, 3);
        assertThat(GameNotation.parse(GameNotation.format(turns))).isEqualTo(turns.stream()
                .map(t -> new GameNotation.Turn(t.number(), t.plan(), t.number())).toList());
    }

    @Test
    void aTurnHasAnOrderOnlyBetweenTwoMovesAndMayHaveNone() {
        assertThat(GameNotation.parse("1. -- --")).extracting(GameNotation.Turn::plan)
                .containsExactly(new TurnPlan(List.of(), List.of(), TurnPlan.Order.NONE));
        assertThatThrownBy(() -> GameNotation.parse("1. e2-e4* --"))
                .hasMessage("game line 1: only one player moves, so neither registered first");
    }

    @Test
    void writesWhatItReads() {
        List<GameNotation.Turn> turns = GameNotation.parse(SAMPLE);
        assertThat(GameNotation.parse(GameNotation.format(turns))).isEqualTo(turns);
    }

    @Test
    void namesALineThatIsNoTurn() {
        assertThatThrownBy(() -> GameNotation.parse("1. e2-e4 e7-e5\n2. Nf3\n"))
                .isInstanceOf(NotationException.class)
                .hasMessageStartingWith("game line 2 \"2. Nf3\" is not a turn")
                .extracting(e -> ((NotationException) e).line()).isEqualTo(2);
    }

    @Test
    void turnsFollowEachOther() {
        assertThatThrownBy(() -> GameNotation.parse("1. e2-e4 e7-e5\n3. g1f3 b8c6\n"))
                .hasMessage("game line 2: turn 3 follows turn 1");
    }

    @Test
    void onlyOneMoveOfATurnIsFirst() {
        assertThatThrownBy(() -> GameNotation.parse("1. e2-e4* e7-e5*"))
                .hasMessage("game line 1: only one move of a turn can be registered first");
    }

    @Test
    void anEmptyGameIsAnError() {
        assertThatThrownBy(() -> GameNotation.parse("\n  \n")).hasMessage("the game has no turns");
    }
}
