package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SquareTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void betweenListsTheSquaresOnARankFileOrDiagonalNearestFirst() {
        assertThat(sq("a1").between(sq("a5"))).containsExactly(sq("a2"), sq("a3"), sq("a4"));
        assertThat(sq("h1").between(sq("e1"))).containsExactly(sq("g1"), sq("f1"));
        assertThat(sq("a4").between(sq("e8"))).containsExactly(sq("b5"), sq("c6"), sq("d7"));
    }

    @Test
    void squaresOnNoCommonLineNeighboursAndTheSameSquareHaveNothingBetween() {
        assertThat(sq("b1").between(sq("c3"))).isEmpty();
        assertThat(sq("e4").between(sq("e5"))).isEmpty();
        assertThat(sq("e4").between(sq("e4"))).isEmpty();
    }
}
