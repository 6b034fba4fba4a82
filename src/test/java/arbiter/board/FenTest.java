package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR b KQkq c6 0 2",
        "3k4/8/8/7Q/8/8/8/R3K3 w - - 12 30 frozen=a1,h5",
        "4k3/8/8/3pP3/4pP2/8/8/4K3 w - f3,d6 0 5",
        "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 3 7 checks=w1,b2",
        "4k3/8/8/8/8/8/8/4K3 b - - 0 4 castled=wb",
        "3k4/8/8/7Q/8/8/8/R3K3 w - - 0 9 frozen=h5 checks=b1 castled=w"
    })
    void readsAndWritesTheSameText(String fen) {
        assertThat(Fen.format(Fen.parse(fen))).isEqualTo(fen);
    }

    @Test
    void readsFrozenSquaresAndCastlingRooks() {
        Position p = Fen.parse("3k4/8/8/7Q/8/8/8/R3K3 w Q - 0 1 frozen=h5");
        assertThat(p.frozen()).containsExactly(Square.parse("h5"));
        assertThat(p.castlingRooks()).containsExactly(Square.parse("a1"));
    }

    @Test
    void readsTheExtraFieldsInAnyOrderAndWritesThemInOne() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K3 b - - 0 4 castled=b checks=b2");
        assertThat(p.hasCastled(Color.BLACK)).isTrue();
        assertThat(p.hasCastled(Color.WHITE)).isFalse();
        assertThat(p.checks(Color.BLACK)).isEqualTo(2);
        assertThat(p.checks(Color.WHITE)).isZero();
        assertThat(Fen.format(p)).isEqualTo("4k3/8/8/8/8/8/8/4K3 b - - 0 4 checks=b2 castled=b");
        assertThat(Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - checks=w1").checks(Color.WHITE)).isEqualTo(1);
    }

    @Test
    void clocksMayBeLeftOut() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - -");
        assertThat(p.halfmove()).isZero();
        assertThat(p.fullmove()).isEqualTo(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', emptyValue = "", value = {
        "``| FEN is empty",
        "8/8/8 w - - 0 1| has 3 ranks; expected 8",
        "4k3/8/8/8/8/8/8/4K2X w - - 0 1| 'X' is not a piece letter",
        "4k3/8/8/8/8/8/8/4K4 w - - 0 1| covers 9 squares; expected 8",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1| side to move \"x\" must be w or b",
        "4k3/8/8/8/8/8/8/4K3 w KZ - 0 1| 'Z' is not one of KQkq",
        "4k3/8/8/8/8/8/8/4K3 w - e5 0 1| must be -, a square on rank 3 or 6, or two such squares",
        "4k3/8/8/8/8/8/8/4K3 w - - x 1| halfmove clock \"x\" must be a whole number",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=z9| \"z9\" is not a square",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra| FEN field \"extra\" is not one of the extra fields frozen=, checks=, castled=",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 moves=3| FEN field \"moves=3\" is not one of the extra fields",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 castled=w castled=b| FEN names the field castled= twice",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=w0| FEN field \"checks=w0\": write w or b then a count from 1 to 99",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=w1,w2| FEN field \"checks=w1,w2\": write w or b",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=x1| FEN field \"checks=x1\": write w or b",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 castled=bw| FEN field \"castled=bw\": write w, b or wb",
        "4k3/8/8/8/8/8/8/4K3| has 1 fields"
    })
    void saysWhatIsWrongWithAMalformedFen(String fen, String message) {
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(NotationException.class).hasMessageContaining(message.trim());
    }
}
