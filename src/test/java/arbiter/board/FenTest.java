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
        "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1"
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
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra| unexpected field \"extra\"",
        "4k3/8/8/8/8/8/8/4K3| has 1 fields"
    })
    void saysWhatIsWrongWithAMalformedFen(String fen, String message) {
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(NotationException.class).hasMessageContaining(message.trim());
    }
}
