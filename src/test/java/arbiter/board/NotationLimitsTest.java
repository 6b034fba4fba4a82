package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The bounds of the notations: a quote cut after 80 characters, and turn numbers up to 99999. */
class NotationLimitsTest {

    @Test
    void quotesEightyCharactersWholeAndCutsALongerText() {
        String eighty = "a1".repeat(40);
        assertThat(Quoted.of(eighty)).isEqualTo("\"" + eighty + "\"");
        assertThat(Quoted.of(eighty + "b")).isEqualTo("\"" + eighty + "...\" (81 characters)");
    }

    @Test
    void aGameMayStartAtTheLargestTurnNumber() {
        assertThat(GameNotation.parse("99999. e2-e4 e7-e5")).singleElement()
                .extracting(GameNotation.Turn::number).isEqualTo(99_999);
        assertThatThrownBy(() -> GameNotation.parse("100000. e2-e4 e7-e5"))
                .hasMessage("game line 1: turn number \"100000\" is too large; turns are numbered up to 99999");
    }
}
