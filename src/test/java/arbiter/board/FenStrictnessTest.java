package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What the documents say a FEN is, and nothing else: each looser text is refused, naming the field. */
class FenStrictnessTest {

    private static final String BOARD = "4k3/8/8/8/8/8/8/4K3";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "` 4k3/8/8/8/8/8/8/4K3 w - - 0 1`| FEN begins with a space",
        "`4k3/8/8/8/8/8/8/4K3 w - - 0 1 `| FEN ends with a space",
        "4k3/8/8/8/8/8/8/4K3 w  - - 0 1| FEN has two spaces in a row at character 22",
        "`4k3/8/8/8/8/8/8/4K3 w - - 0 1\t`| FEN character 30 is a tab (U+0009)",
        "4k3/8/8/8/8/8/8/4K3\tw - - 0 1| FEN character 20 is a tab (U+0009)",
        "`4k3/8/8/8/8/8/8/4K3 w - - 0 1\u0000`| FEN character 30 is a NUL (U+0000)",
        "4k3/8/8/8/8/8/8/4K3 w - - \u0663 1| FEN character 27 is U+0663",
        "4k3/8/8/8/8/8/8/4K3 w - - +3 1| FEN halfmove clock \"+3\" must be a whole number from 0 to 99999",
        "4k3/8/8/8/8/8/8/4K3 w - - -1 1| FEN halfmove clock \"-1\" must be a whole number",
        "4k3/8/8/8/8/8/8/4K3 w - - 2147483647 1| FEN halfmove clock \"2147483647\" must be a whole number from 0 to 99999",
        "4k3/8/8/8/8/8/8/4K3 w - - 100000 1| FEN halfmove clock \"100000\"",
        "4k3/8/8/8/8/8/8/4K3 w - - 07 1| FEN halfmove clock \"07\" must be a whole number from 0 to 99999, in digits without sign or leading zeros",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 2147483647| FEN fullmove number \"2147483647\" must be a whole number from 1 to 99999",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 0| FEN fullmove number \"0\" must be a whole number from 1",
        "4k3/8/8/8/8/8/8/4K3 w - e3,d6,f3 0 1| FEN en passant \"e3,d6,f3\" must be -, a square on rank 3 or 6, or two",
        "4k3/8/8/8/8/8/8/4K3 w - e3,e3 0 1| FEN en passant \"e3,e3\" must be",
        "4k3/8/8/8/8/8/8/4K3 w - e3,d3 0 1| one on each rank",
        "4k3/8/8/8/8/8/8/4K3 w - e3, 0 1| FEN en passant \"e3,\" must be",
        "4k3/8/8/8/8/8/8/R3K2R w KQK - 0 1| FEN castling \"KQK\" names the Rook on h1 twice",
        "4k3/8/8/8/8/8/8/R3K2R w KH - 0 1| FEN castling \"KH\" names the Rook on h1 twice",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=| FEN field \"frozen=\" is empty; leave the field out when it holds nothing",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=-| FEN field \"frozen=-\" is empty; leave the field out when it holds nothing",
        "4k3/8/8/8/8/8/8/4Q3 w - - 0 1 frozen=e1,e1| FEN frozen field: e1 is named twice",
        "4k3/8/8/8/8/8/8/4Q3 w - - 0 1 frozen=e1,| FEN frozen field: \"\" is not a square",
    })
    void refusesWhatTheDocumentsDoNotAllow(String fen, String message) {
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(NotationException.class).hasMessageContaining(message);
    }

    @Test
    void refusesATextLongerThanAnyFen() {
        String fen = BOARD + " w - - 0 1 frozen=" + "a1,".repeat(200) + "a1";
        assertThatThrownBy(() -> Fen.parse(fen)).hasMessage("FEN is " + fen.length() + " characters long; a FEN has at most 400");
    }

    @Test
    void keepsClocksUpToTheBoundAndEveryFieldItWrites() {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq e3,d6 99999 99999 frozen=a1,h8";
        assertThat(Fen.format(Fen.parse(fen))).isEqualTo(fen);
        assertThat(Fen.parse(BOARD + " w - d6,e3 0 1").enPassantSquares()).hasSize(2);
    }
}
