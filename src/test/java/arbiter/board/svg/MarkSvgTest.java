package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.ofClass;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** {@link TurnMarks} as {@link BoardSvg} draws them: where each mark goes, and nothing drawn without them. */
class MarkSvgTest {

    private static final Position ROOKS = Fen.parse("r5k1/8/1n6/8/8/8/8/R5K1 w - - 0 1");

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void aStoppedMoveEndsAtItsStopSquareAndItsDashedRestRunsOnToTheAim() throws Exception {
        String svg = BoardSvg.svg(ROOKS, Annotations.NONE, TurnMarks.NONE.withStopped(sq("a1"), sq("a4"), sq("a8"), Color.WHITE));
        Element arrow = ofClass(svg, "bsvg-stopped-w").get(0);
        double tipY = java.util.Arrays.stream(arrow.getAttribute("points").split(" ")).mapToDouble(p -> Double.parseDouble(p.split(",")[1]))
                .min().orElseThrow();
        assertThat(tipY).as("the tip stays inside a4 (y 425 to 525)").isBetween(425.0, 525.0);
        assertThat(ofClass(svg, "bsvg-rest").get(0).getAttribute("d")).isEqualTo("M100 475 L100 75");
        Element aim = ofClass(svg, "bsvg-aim").get(0);
        assertThat(aim.getAttribute("cx") + "," + aim.getAttribute("cy")).isEqualTo("100,75");
        assertThat(ofClass(svg, "bsvg-stop")).hasSize(1);
        assertThat(ofClass(svg, "bsvg-arrow-w")).isEmpty();
    }

    @Test
    void aCalledOffMoveIsFadedAndCrossedAndADestroyedPieceBadged() throws Exception {
        TurnMarks m = TurnMarks.NONE.withCalledOff(sq("b6"), sq("a4"), Color.BLACK).withDestroyed(sq("a4"));
        String svg = BoardSvg.svg(ROOKS, Annotations.NONE, m);
        assertThat(ofClass(svg, "bsvg-off-b").get(0).getAttribute("fill-opacity")).isEqualTo("0.4");
        assertThat(ofClass(svg, "bsvg-cross")).hasSize(1);
        Element badge = (Element) ofClass(svg, "bsvg-destroyed").get(0).getElementsByTagNameNS("*", "circle").item(0);
        assertThat(badge.getAttribute("cx") + "," + badge.getAttribute("cy")).isEqualTo("70,445");
    }

    @Test
    void withoutMarksTheBoardIsDrawnAsBeforeAndAStopNeedsTwoSquares() {
        Annotations a = Annotations.NONE.withArrow(sq("a1"), sq("a8"), Color.WHITE);
        assertThat(BoardSvg.svg(ROOKS, a, TurnMarks.NONE)).isEqualTo(BoardSvg.svg(ROOKS, a)).doesNotContain("bsvg-stop", "bsvg-off");
        assertThatThrownBy(() -> TurnMarks.NONE.withStopped(sq("a1"), sq("a1"), sq("a8"), Color.WHITE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(TurnMarks.NONE.withDestroyed(sq("a4")).isEmpty()).isFalse();
        assertThat(TurnMarks.NONE.withCalledOff(sq("b6"), sq("a4"), Color.BLACK).marksMoveFrom(sq("b6"))).isTrue();
    }
    @Test
    void aBouncedMoveIsAPaleArrowToItsAimWithADashedCurveBackAndABadgeOnItsLaunchSquare() throws Exception {
        String svg = BoardSvg.svg(ROOKS, Annotations.NONE, TurnMarks.NONE.withBounced(sq("a1"), sq("a8"), Color.WHITE));
        Element arrow = ofClass(svg, "bsvg-bounced-w").get(0);
        assertThat(arrow.getAttribute("fill-opacity")).isEqualTo("0.5");
        double tipY = java.util.Arrays.stream(arrow.getAttribute("points").split(" ")).mapToDouble(p -> Double.parseDouble(p.split(",")[1]))
                .min().orElseThrow();
        assertThat(tipY).as("the arrow reaches a8 (y 25 to 125)").isBetween(25.0, 125.0);
        Element back = ofClass(svg, "bsvg-return").get(0);
        assertThat(back.getAttribute("stroke-dasharray")).isNotEmpty();
        assertThat(back.getAttribute("d")).as("from a8 down towards a1, curving aside").startsWith("M100 97 Q");
        assertThat(ofClass(svg, "bsvg-return-head")).hasSize(1);
        Element badge = (Element) ofClass(svg, "bsvg-bounce").get(0).getElementsByTagNameNS("*", "circle").item(0);
        assertThat(badge.getAttribute("cx") + "," + badge.getAttribute("cy")).as("a1's lower left corner").isEqualTo("70,805");
        assertThat(svg).doesNotContain("bsvg-stop\"", "bsvg-rest", "bsvg-arrow-w");
    }

    @Test
    void aBounceNeedsTwoSquaresAndMarksItsMoveFromTheLaunchSquare() {
        assertThatThrownBy(() -> TurnMarks.NONE.withBounced(sq("a1"), sq("a1"), Color.WHITE)).isInstanceOf(IllegalArgumentException.class);
        TurnMarks m = TurnMarks.NONE.withBounced(sq("a1"), sq("a8"), Color.WHITE);
        assertThat(m.isEmpty()).isFalse();
        assertThat(m.marksMoveFrom(sq("a1"))).isTrue();
        assertThat(m.marksMoveFrom(sq("a8"))).isFalse();
        assertThat(m.bounced()).containsExactly(new TurnMarks.Bounced(sq("a1"), sq("a8"), Color.WHITE));
    }

    @Test
    void aCastlingSwapIsOneArrowWithAHeadAtEachEndBetweenKingAndRook() throws Exception {
        Position castle = Fen.parse("4k3/8/8/8/8/8/8/4K2R w - - 0 3");
        String svg = BoardSvg.svg(castle, Annotations.NONE, TurnMarks.NONE.withSwapped(sq("e1"), sq("h1"), Color.WHITE, "2"));
        List<Element> swaps = ofClass(svg, "bsvg-swap-w");
        assertThat(swaps).hasSize(1);
        String[] points = swaps.get(0).getAttribute("points").split(" ");
        assertThat(points).hasSize(10);
        assertThat(points[0]).as("one tip at the King's end, inside e1 (x 450 to 550)").isEqualTo("520,775");
        assertThat(points[5]).as("the other at the Rook's end, inside h1 (x 750 to 850)").isEqualTo("780,775");
        assertThat(swaps.get(0).getAttribute("fill")).isEqualTo(BoardSvg.WHITE_ARROW);
        assertThat(ofClass(svg, "bsvg-label")).extracting(Element::getTextContent).containsExactly("2");
        assertThat(ofClass(svg, "bsvg-arrow-w")).isEmpty();
        String adjacent = BoardSvg.svg(castle, Annotations.NONE, TurnMarks.NONE.withSwapped(sq("e8"), sq("f8"), Color.BLACK, null));
        assertThat(ofClass(adjacent, "bsvg-swap-b")).hasSize(1);
        assertThat(ofClass(adjacent, "bsvg-label")).isEmpty();
    }

    @Test
    void aSwapMarksExactlyItsOwnMove() {
        TurnMarks m = TurnMarks.NONE.withSwapped(sq("e1"), sq("h1"), Color.WHITE, "1");
        assertThat(m.marksMove(sq("e1"), sq("h1"))).isTrue();
        assertThat(m.marksMove(sq("e1"), sq("e5"))).as("the Rook moving on from e1 keeps its arrow").isFalse();
        assertThat(m.isEmpty()).isFalse();
        assertThatThrownBy(() -> m.withSwapped(sq("e1"), sq("e1"), Color.WHITE, null)).isInstanceOf(IllegalArgumentException.class);
    }
}
