package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.centre;
import static arbiter.board.svg.BoardSvgDom.children;
import static arbiter.board.svg.BoardSvgDom.ofClass;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * Where {@link MarkSvg} puts the crosses and the stop bar: on the middle of a called-off arrow, in a
 * destroyed piece's badge, and across a diagonal stopped move just behind its stop square's centre.
 */
class MarkSvgGeometryTest {

    private static final Position BISHOP = Fen.parse("4k3/5p2/1n6/8/8/8/8/2B1K3 w - - 0 1");

    private static Square sq(String name) {
        return Square.parse(name);
    }

    private static double[] numbers(String d) {
        return Arrays.stream(d.replaceAll("[ML]", " ").trim().split("\\s+")).mapToDouble(Double::parseDouble).toArray();
    }

    @Test
    void aCalledOffMoveIsCrossedOutHalfwayAlongItsArrowWhiteUnderDark() throws Exception {
        String svg = BoardSvg.svg(BISHOP, Annotations.NONE, TurnMarks.NONE.withCalledOff(sq("b6"), sq("a4"), Color.BLACK));
        assertThat(centre("b6")).containsExactly(200, 275);
        assertThat(centre("a4")).containsExactly(100, 475);
        List<Element> strokes = children(ofClass(svg, "bsvg-cross").get(0), "path");
        assertThat(strokes).extracting(p -> p.getAttribute("stroke")).containsExactly("#ffffff", "#1e1e1e");
        assertThat(strokes).extracting(p -> p.getAttribute("stroke-width")).containsExactly("12", "6");
        assertThat(strokes).extracting(p -> p.getAttribute("d")).as("an X 32 wide around (150, 375), halfway from b6 to a4")
                .containsOnly("M134 359 L166 391 M134 391 L166 359");
    }

    @Test
    void aDestroyedPieceGetsAWhiteCrossOnADarkDiscInItsSquaresUpperLeftCorner() throws Exception {
        String svg = BoardSvg.svg(BISHOP, Annotations.NONE, TurnMarks.NONE.withDestroyed(sq("f7")));
        Element badge = ofClass(svg, "bsvg-destroyed").get(0);
        Element disc = (Element) badge.getElementsByTagNameNS("*", "circle").item(0);
        assertThat(disc.getAttribute("cx") + "," + disc.getAttribute("cy")).as("f7's corner is (550, 125)").isEqualTo("570,145");
        assertThat(disc.getAttribute("fill")).isEqualTo("#1e1e1e");
        List<Element> cross = children(badge, "path");
        assertThat(cross).hasSize(1);
        assertThat(cross.get(0).getAttribute("stroke")).isEqualTo("#ffffff");
        assertThat(cross.get(0).getAttribute("d")).as("an X 16 wide on the disc's centre").isEqualTo("M562 137 L578 153 M562 153 L578 137");
    }

    @Test
    void aDiagonalStoppedMoveHasItsBarAcrossThePathJustBehindTheStopSquaresCentre() throws Exception {
        String svg = BoardSvg.svg(BISHOP, Annotations.NONE, TurnMarks.NONE.withStopped(sq("c1"), sq("e3"), sq("g5"), Color.WHITE));
        double[] from = centre("c1");
        double[] stop = centre("e3");
        double length = Math.hypot(stop[0] - from[0], stop[1] - from[1]);
        double ux = (stop[0] - from[0]) / length;
        double uy = (stop[1] - from[1]) / length;
        List<Element> bar = children(ofClass(svg, "bsvg-stop").get(0), "path");
        assertThat(bar).extracting(p -> p.getAttribute("stroke")).containsExactly("#ffffff", "#1e1e1e");
        assertThat(bar.get(0).getAttribute("d")).isEqualTo(bar.get(1).getAttribute("d"));
        double[] ends = numbers(bar.get(0).getAttribute("d"));
        assertThat(ends).hasSize(4);
        assertThat((ends[0] + ends[2]) / 2).as("18 back from e3's centre along the move").isCloseTo(stop[0] - 18 * ux, within(0.06));
        assertThat((ends[1] + ends[3]) / 2).isCloseTo(stop[1] - 18 * uy, within(0.06));
        double bx = ends[2] - ends[0];
        double by = ends[3] - ends[1];
        assertThat(Math.hypot(bx, by)).as("76 long").isCloseTo(76, within(0.15));
        assertThat((bx * ux + by * uy) / 76).as("square to the move").isCloseTo(0, within(0.005));
        assertThat(ofClass(svg, "bsvg-rest").get(0).getAttribute("d")).isEqualTo("M500 575 L700 375");
        Element aim = ofClass(svg, "bsvg-aim").get(0);
        assertThat(aim.getAttribute("cx") + "," + aim.getAttribute("cy")).as("g5's centre").isEqualTo("700,375");
        assertThat(aim.getAttribute("stroke")).isEqualTo(BoardSvg.WHITE_ARROW);
    }
}
