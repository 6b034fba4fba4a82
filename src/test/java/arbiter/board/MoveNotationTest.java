package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveNotationTest {

    private static final Position XYMYX = Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    private static final Position PROMOTION = Fen.parse("3k4/4P3/8/8/8/8/8/R3K2R w KQ - 0 1");

    @ParameterizedTest
    @CsvSource({
        "WHITE, Ng1-f3, g1f3", "WHITE, e2-e4, e2e4", "WHITE, Ra1xa2, a1a2", "WHITE, g1f3, g1f3",
        "BLACK, Nb8-c6, b8c6", "BLACK, e7-e5, e7e5", "BLACK, Qe8xe7, e8e7"
    })
    void readsLongAlgebraicAndCoordinates(Color side, String written, String coordinate) {
        assertThat(MoveNotation.parse(written, XYMYX, side).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"WHITE, O-O, e1g1", "WHITE, O-O-O, e1c1", "WHITE, 0-0, e1g1", "WHITE, Ke1-g1, e1g1"})
    void readsCastlingForTheOrthodoxKing(Color side, String written, String coordinate) {
        assertThat(MoveNotation.parse(written, PROMOTION, side).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"O-O, d8b8", "O-O-O, d8f8"})
    void castlesTheMirroredBlackKingWithTheNearerRookFirst(String written, String coordinate) {
        assertThat(MoveNotation.parse(written, XYMYX, Color.BLACK).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"e7-e8=Q, e7e8q", "e7-e8N, e7e8n", "e7e8r, e7e8r"})
    void readsPromotions(String written, String coordinate) {
        assertThat(MoveNotation.parse(written, PROMOTION, Color.WHITE).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "WHITE| Qd1-h5x| is not a move",
        "WHITE| Bd1-h5| d1 holds a White Queen, not a Bishop",
        "WHITE| Ra3-a4| a3 holds no piece",
        "WHITE| e7-e5| e7 holds a Black Pawn",
        "BLACK| Pe2-e4| e2 holds a White Pawn"
    })
    void saysWhatIsWrong(Color side, String written, String message) {
        assertThatThrownBy(() -> MoveNotation.parse(written, XYMYX, side)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {"e7-e8| must name its new piece", "Ra1-a2=Q| only a pawn reaching the last rank promotes"})
    void checksPromotions(String written, String message) {
        assertThatThrownBy(() -> MoveNotation.parse(written, PROMOTION, Color.WHITE)).hasMessageContaining(message);
    }

    @ParameterizedTest
    @CsvSource({"g1f3, Ng1-f3", "a1a2, Ra1xa2", "e2e4, e2-e4"})
    void writesLongAlgebraic(String coordinate, String written) {
        assertThat(MoveNotation.format(Move.parseCoordinate(coordinate), XYMYX)).isEqualTo(written);
    }
}
