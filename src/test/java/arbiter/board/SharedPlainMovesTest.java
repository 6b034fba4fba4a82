package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A move without promotion is one shared value per pair of squares, needs both squares, and prints in coordinate form. */
class SharedPlainMovesTest {

    @Test
    void theSameSquaresGiveTheSameSharedMove() {
        Square e2 = Square.parse("e2");
        Square e4 = Square.parse("e4");

        assertThat(Move.of(e2, e4)).isSameAs(Move.of(e2, e4)).isSameAs(Move.of(e2.index(), e4.index()))
                .isSameAs(Move.parseCoordinate("e2e4"));
        assertThat(Move.of(e2, e4).promotion()).isNull();
    }

    @Test
    void aMoveWithoutASquareIsRefused() {
        Square e4 = Square.parse("e4");

        assertThatThrownBy(() -> Move.of(null, e4)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Move.of(e4, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMovePrintsInCoordinateForm() {
        assertThat(Move.of(Square.parse("g1"), Square.parse("f3"))).hasToString("g1f3");
        assertThat(new Move(Square.parse("a7"), Square.parse("b8"), PieceType.KNIGHT)).hasToString("a7b8n");
    }
}
