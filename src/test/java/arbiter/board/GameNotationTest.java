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
                new GameNotation.Turn(1, "Qd1-e2", "Ra8-a7", null, 1),
                new GameNotation.Turn(2, "Nb1-c3", "Ra7-a2", Color.WHITE, 2),
                new GameNotation.Turn(3, "Nc3-d5", "Ra2-b2", Color.BLACK, 3));
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
