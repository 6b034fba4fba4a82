package arbiter.board.svg;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Square;
import org.junit.jupiter.api.Test;

/** {@link TurnMarks}: which moves a mark takes the plain arrow from, and when there is nothing to mark. */
class TurnMarksTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void aStoppedMoveIsMarkedFromItsStartSquareOnly() {
        TurnMarks m = TurnMarks.NONE.withStopped(sq("a1"), sq("a4"), sq("a8"), Color.WHITE);
        assertThat(m.marksMoveFrom(sq("a1"))).isTrue();
        assertThat(m.marksMove(sq("a1"), sq("a8"))).isTrue();
        assertThat(m.marksMoveFrom(sq("a4"))).as("where it stopped").isFalse();
        assertThat(m.marksMoveFrom(sq("a8"))).as("where it aimed").isFalse();
        assertThat(m.isEmpty()).isFalse();
    }

    @Test
    void aCalledOffMoveLeavesMovesFromOtherSquaresTheirArrows() {
        TurnMarks m = TurnMarks.NONE.withCalledOff(sq("b6"), sq("a4"), Color.BLACK);
        assertThat(m.marksMoveFrom(sq("a4"))).isFalse();
        assertThat(m.marksMove(sq("g8"), sq("f6"))).isFalse();
        assertThat(m.isEmpty()).isFalse();
    }

    @Test
    void onlyNoneIsEmptyAndMarksNothing() {
        assertThat(TurnMarks.NONE.isEmpty()).isTrue();
        assertThat(TurnMarks.NONE.marksMoveFrom(sq("e2"))).isFalse();
        assertThat(TurnMarks.NONE.withStopped(sq("c1"), sq("e3"), sq("g5"), Color.WHITE).isEmpty()).isFalse();
        assertThat(TurnMarks.NONE.withSwapped(sq("e8"), sq("h8"), Color.BLACK, null).isEmpty()).isFalse();
    }
}
