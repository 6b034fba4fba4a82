package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A castling right needs its Rook and its King where castling could still happen. */
class PositionProblemsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "3k4/8/8/8/8/8/8/R6K w Q - 0 1| castling Q: the White King stands on h1; a King that may castle stands on rank 1 between the a- and h-files",
        "r6k/8/8/8/8/8/8/3K4 w q - 0 1| castling q: the Black King stands on h8; a King that may castle stands on rank 8 between the a- and h-files",
        "3k4/8/8/8/8/8/4K3/R6R w KQ - 0 1| castling KQ: the White King stands on e2",
        "3k4/8/8/8/8/8/8/RR2K3 w QB - 0 1| castling BQ: two White Rooks on the same side of the King on e1 keep a right",
        "3k4/8/8/8/8/8/8/4K3 w Q - 0 1| castling right Q names a1, which holds no Rook on its home rank",
    })
    void namesTheCastlingRightThatCannotBe(String fen, String problem) {
        assertThat(PositionProblems.of(Fen.parse(fen))).anySatisfy(p -> assertThat(p).startsWith(problem));
    }

    @Test
    void acceptsRightsWithTheKingBetweenItsRooks() {
        assertThat(PositionProblems.of(Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"))).isEmpty();
        assertThat(PositionProblems.of(Fen.parse("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1"))).isEmpty();
    }
}
