package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The words of a refused FEN name the rank, field or character at fault, counting ranks as chess does. */
class FenRefusalWordsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "4k3/8/8/8/8/8/8/4K2X w - - 0 1| FEN rank 1 \"4K2X\": 'X' is not a piece letter (KQRBNP, kqrbnp) or a count 1-8",
        "4k3/7X/8/8/8/8/8/4K3 w - - 0 1| FEN rank 7 \"7X\": 'X' is not a piece letter (KQRBNP, kqrbnp) or a count 1-8",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1| FEN rank 1 \"4K4\" covers 9 squares; expected 8",
        "8/8/8/8/8/8/8/1K5 w - - 0 1| FEN rank 1 \"1K5\" covers 7 squares; expected 8",
        "8/8/8/8/8/3k4/8/1K7 w - - 0 1| FEN rank 1 \"1K7\" covers 9 squares; expected 8",
    })
    void namesTheRankAtFaultCountedFromWhitesSide(String fen, String message) {
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(NotationException.class).hasMessage(message);
    }

    @Test
    void aCharacterBeyondAsciiInThePlacementIsNamedAsSuch() {
        assertThatThrownBy(() -> Fen.parse("4k3/8/8/8/8/8/8/4K2\u0080 w - - 0 1"))
                .isInstanceOf(NotationException.class)
                .hasMessageStartingWith("FEN character 20 is U+0080; a FEN is printable ASCII");
    }

    @Test
    void aTildeIsPrintableSoTheFieldItStandsInIsTheFault() {
        assertThatThrownBy(() -> Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - ~"))
                .hasMessageStartingWith("FEN halfmove clock \"~\" must be a whole number from 0 to 99999");
    }

    @Test
    void aFieldWithAnEqualsSignIsAnExtraFieldEvenWithoutAName() {
        assertThatThrownBy(() -> Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - =1"))
                .hasMessageStartingWith("FEN field \"=1\" is not one of the extra fields frozen=, checks=, castled=");
    }

    @Test
    void aOneLetterFieldAfterTheClocksIsRefused() {
        assertThatThrownBy(() -> Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1 x"))
                .hasMessageStartingWith("FEN field \"x\" is not one of the extra fields");
    }

    @Test
    void aTextOfTheLargestLengthIsJudgedByItsFields() {
        String atMost = "4k3/8/8/8/8/8/8/4K3 w - e3,d6 1000 1 frozen=" + "a1,".repeat(118) + "a1";
        assertThat(atMost).hasSize(FenText.MAX_LENGTH);
        assertThatThrownBy(() -> Fen.parse(atMost)).hasMessage("FEN frozen field: a1 is named twice");
        String longer = atMost.replace(" 1000 ", " 10000 ");
        assertThatThrownBy(() -> Fen.parse(longer)).hasMessage("FEN is 401 characters long; a FEN has at most 400");
    }

    @Test
    void writesANegativeClockWithItsSignSoThatItIsReadBackAsWrong() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1").toBuilder().halfmove(-12).build();
        String fen = Fen.format(p);
        assertThat(fen).isEqualTo("4k3/8/8/8/8/8/8/4K3 w - - -12 1");
        assertThatThrownBy(() -> Fen.parse(fen)).hasMessageStartingWith("FEN halfmove clock \"-12\" must be a whole number");
    }

    @Test
    void writesNoCastlingRightsAsADash() {
        assertThat(Fen.castlingText(Set.of())).isEqualTo("-");
        assertThat(Fen.castlingText(Set.of(Square.parse("a8"), Square.parse("h1")))).isEqualTo("Kq");
    }
}
