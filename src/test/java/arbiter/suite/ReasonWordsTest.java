package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Outcome;
import arbiter.api.Side;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The words of outcome reasons: one for every reason, read back to the same reason, and used by messages. */
class ReasonWordsTest {

    @Test
    void everyReasonHasWordsThatReadBackToIt() {
        assertThat(arbiter.game.Games.outcomeReasons()).allSatisfy(code -> {
            String words = ReasonWords.of(code).orElseThrow();
            assertThat(ReasonWords.code(words)).contains(code);
            assertThat(ReasonWords.code(words.toUpperCase(Locale.ROOT))).contains(code);
        });
        assertThat(ReasonWords.all()).hasSameSizeAs(arbiter.game.Games.outcomeReasons()).doesNotHaveDuplicates();
    }

    @Test
    void scenariosWriteTheNewReasonsAsWords() {
        assertThat(ReasonWords.code("king capture")).contains("king-captured");
        assertThat(ReasonWords.code("King collision")).contains("king-collision");
        assertThat(ReasonWords.code("two turns in check")).contains("two-turns-in-check");
        assertThat(ReasonWords.code("fifty turns")).contains("fifty-turns");
        assertThat(ReasonWords.code("king-captured")).isEmpty();
    }

    @Test
    void messagesSayTheSameWords() {
        assertThat(TurnWords.outcome(Outcome.win(Side.WHITE, "king-captured"))).isEqualTo("White wins by king capture");
        assertThat(TurnWords.outcome(Outcome.bothLose("two-turns-in-check"))).isEqualTo("both players lose by two turns in check");
        assertThat(TurnWords.outcome(Outcome.draw("repetition"))).isEqualTo("a draw by repetition");
    }
}
