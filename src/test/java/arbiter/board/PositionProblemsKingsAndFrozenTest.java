package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** How a position's problems with its Kings, castling rights and frozen squares are worded, and the sound positions that have none. */
class PositionProblemsKingsAndFrozenTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "8/8/8/8/8/8/8/4K3 w - - 0 1| Black has no King; each side needs exactly one",
        "4k3/8/8/8/8/8/8/K6K w - - 0 1| White has 2 Kings; each side needs exactly one",
        "4k3/8/8/8/8/8/8/4K3 w q - 0 1| castling right q names a8, which holds no Rook on its home rank",
        "4k3/8/8/8/8/8/8/4K1RR w KG - 0 1| castling KG: two White Rooks on the same side of the King on e1 keep a right;"
                + " a King castles with at most one Rook on each side",
        "4k3/8/8/8/8/2N5/8/4K3 w - - 0 1 frozen=c3| frozen square c3 holds a White Knight; only Queens and Rooks are frozen",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=d4| frozen square d4 holds no piece; only Queens and Rooks are frozen",
    })
    void namesTheProblem(String fen, String problem) {
        assertThat(PositionProblems.of(Fen.parse(fen))).contains(problem);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "r3k2r/8/8/8/8/8/8/RK5R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1",
        "4k3/8/8/8/8/8/8/3QK2R w K - 0 1 frozen=d1,h1",
    })
    void findsNothingWrongWithASoundPosition(String fen) {
        assertThat(PositionProblems.of(Fen.parse(fen))).isEmpty();
    }
}
