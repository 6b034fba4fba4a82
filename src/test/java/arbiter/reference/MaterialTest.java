package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Fen;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Insufficient material, read from the board's bitboards: Kings alone, one minor piece, or Bishops all on one colour. */
class MaterialTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1, true",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1, true",
        "4k3/8/8/8/8/8/8/4KB2 w - - 0 1, true",
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1, true",
        "4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1, false",
        "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1, false",
        "4kn2/8/8/8/8/8/8/2B1K3 w - - 0 1, false",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1, false",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1, false",
        "3qk3/8/8/8/8/8/8/4K3 w - - 0 1, false"})
    void neitherSideCanMateOnlyWithKingsAndTheseMinorPieces(String fen, boolean insufficient) {
        assertThat(Material.insufficient(Fen.parse(fen))).isEqualTo(insufficient);
    }
}
