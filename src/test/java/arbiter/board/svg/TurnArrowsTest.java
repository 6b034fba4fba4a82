package arbiter.board.svg;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Square;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link TurnArrows}: which of a player's moves become arrows, with which labels, and which squares get a soft fill. */
class TurnArrowsTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void aLoneMoveGetsTheCallersLabelInThePlayersColour() {
        Annotations a = TurnArrows.add(Annotations.NONE, List.of("e2e4"), Color.WHITE, "1st");
        assertThat(a.arrows()).containsExactly(new Annotations.Arrow(sq("e2"), sq("e4"), Color.WHITE, "1st"));
        assertThat(TurnArrows.add(Annotations.NONE, List.of("g8f6"), Color.BLACK, null).arrows())
                .containsExactly(new Annotations.Arrow(sq("g8"), sq("f6"), Color.BLACK, null));
    }

    @Test
    void severalMovesAreNumberedInTheOrderPlayedWhateverTheLoneLabel() {
        Annotations a = TurnArrows.add(Annotations.NONE, List.of("d7d5", "b8c6", "c8f5"), Color.BLACK, "1st");
        assertThat(a.arrows()).containsExactly(
                new Annotations.Arrow(sq("d7"), sq("d5"), Color.BLACK, "1"),
                new Annotations.Arrow(sq("b8"), sq("c6"), Color.BLACK, "2"),
                new Annotations.Arrow(sq("c8"), sq("f5"), Color.BLACK, "3"));
    }

    @Test
    void unreadableTextAndAStayOnTheSquareGetNoArrowButKeepTheirNumber() {
        List<String> moves = Arrays.asList("Nf3", null, "e2e2", "g1f3", "e7e8q");
        Annotations a = TurnArrows.add(Annotations.NONE, moves, Color.WHITE, "1st");
        assertThat(a.arrows()).containsExactly(
                new Annotations.Arrow(sq("g1"), sq("f3"), Color.WHITE, "4"),
                new Annotations.Arrow(sq("e7"), sq("e8"), Color.WHITE, "5"));
    }

    @Test
    void arrowsAreAddedToThoseAlreadyThereAndNoMovesAddNothing() {
        Annotations white = TurnArrows.add(Annotations.NONE.withSize(400), List.of("e2e4"), Color.WHITE, "1");
        Annotations both = TurnArrows.add(white, List.of("e7e5"), Color.BLACK, "2");
        assertThat(both.arrows()).extracting(Annotations.Arrow::side).containsExactly(Color.WHITE, Color.BLACK);
        assertThat(both.size()).isEqualTo(400);
        assertThat(TurnArrows.add(both, List.of(), Color.WHITE, "1")).isEqualTo(both);
    }

    @Test
    void highlightFillsTheSquaresEachReadableMoveLeavesAndReaches() {
        Annotations a = TurnArrows.highlight(Annotations.NONE.withHighlighted(sq("a1")), Arrays.asList("e2e4", "O-O", null, "g8f6"));
        assertThat(a.highlighted()).containsExactly(sq("a1"), sq("e2"), sq("e4"), sq("f6"), sq("g8"));
        assertThat(a.arrows()).isEmpty();
        assertThat(TurnArrows.highlight(Annotations.NONE, List.of("castle")).highlighted()).isEmpty();
    }
}
