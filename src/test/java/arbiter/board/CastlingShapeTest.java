package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which castlings a position offers: the King moves two squares toward a Rook with a right and the Rook lands on the square crossed. */
class CastlingShapeTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void bothWaysTheKingMovesTwoSquaresAndTheRookLandsOnTheSquareCrossed() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");

        assertThat(Castling.available(p, Color.WHITE)).containsExactlyInAnyOrder(
                new Castling(sq("e1"), sq("g1"), sq("h1"), sq("f1")),
                new Castling(sq("e1"), sq("c1"), sq("a1"), sq("d1")));
    }

    @Test
    void aRookTooNearTheKingOffersNoCastling() {
        assertThat(Castling.available(Fen.parse("4k3/8/8/8/8/8/8/4KR2 w F - 0 1"), Color.WHITE)).isEmpty();
        assertThat(Castling.available(Fen.parse("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1"), Color.WHITE)).isEmpty();
        assertThat(Castling.available(Fen.parse("4k3/8/8/8/8/8/8/2R1K3 w C - 0 1"), Color.WHITE)).isEmpty();
    }

    @Test
    void aKingOnTheBFileCastlesWithTheFarRookOnly() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/RK5R w KQ - 0 1");

        assertThat(Castling.available(p, Color.WHITE)).containsExactly(new Castling(sq("b1"), sq("d1"), sq("h1"), sq("c1")));
    }
}
