package arbiter.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What version 1 of the interface cannot say about a turn, in words, position fields included. */
class TurnBeyondVersion1Test {

    private static final String PLAIN = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

    @Test
    void aTurnOfOneMoveEachWithAFirstPlayerOnAPlainPositionIsSayable() {
        assertThat(new Turn("xymyx", PLAIN, "a1a4", "e8e7", Side.WHITE).beyondVersion1()).isEmpty();
    }

    @Test
    void eachThingVersion1LacksIsNamed() {
        Turn turn = new Turn("zeitgeist", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 checks=b1", List.of("a1a4", "a4a5"), List.of(), null, List.of());
        assertThat(turn.beyondVersion1()).containsExactly("White plays 2 moves", "Black does not move",
                "neither player registered first", "the position has the field checks= (turns in check)");
        assertThat(new Turn("revochess", PLAIN + " castled=w", "a1a4", "e8e7", Side.WHITE).beyondVersion1())
                .containsExactly("the position has the field castled= (who castled)");
    }
}
