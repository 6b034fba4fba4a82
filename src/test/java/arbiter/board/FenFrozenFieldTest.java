package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The frozen and checks fields take squares a1 to h8 and counts 1 to 99, and nothing that only looks like them. */
class FenFrozenFieldTest {

    private static final String BOARD = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ";

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "frozen=A1| FEN frozen field: \"A1\" is not a square (a1 to h8)",
        "frozen=i1| FEN frozen field: \"i1\" is not a square (a1 to h8)",
        "frozen=a0| FEN frozen field: \"a0\" is not a square (a1 to h8)",
        "frozen=a9| FEN frozen field: \"a9\" is not a square (a1 to h8)",
        "frozen=e1,a9| FEN frozen field: \"a9\" is not a square (a1 to h8)",
        "frozen=a1;b2| FEN frozen field: \"a1;b2\" is not a square (a1 to h8)",
        "frozen=e1,e8,e1| FEN frozen field: e1 is named twice",
    })
    void refusesWhatIsNotAListOfSquares(String field, String message) {
        assertThatThrownBy(() -> Fen.parse(BOARD + field)).isInstanceOf(NotationException.class).hasMessage(message);
    }

    @Test
    void readsSquaresOnEveryEdgeOfTheBoard() {
        Position p = Fen.parse(BOARD + "frozen=a1,h1,a8,h8");
        assertThat(p.frozen()).extracting(Square::name).containsExactlyInAnyOrder("a1", "h1", "a8", "h8");
    }

    @Test
    void readsAndWritesCountsOfTwoDigits() {
        Position p = Fen.parse(BOARD + "checks=w12,b99");
        assertThat(p.checks(Color.WHITE)).isEqualTo(12);
        assertThat(p.checks(Color.BLACK)).isEqualTo(99);
        assertThat(Fen.format(p)).isEqualTo(BOARD + "checks=w12,b99");
        assertThatThrownBy(() -> Fen.parse(BOARD + "checks=w100")).hasMessageContaining("a count from 1 to 99");
    }
}
