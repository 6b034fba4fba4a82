package arbiter.board.svg;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The outline of the double-headed arrow {@link SwapSvg} draws between a King and the Rook it swaps with. */
class SwapSvgGeometryTest {

    private static final Position KINGS = Fen.parse("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");

    /** The points of the one swap arrow of that class, as "x,y" in SVG units (a square is 100, a1's centre 100,775). */
    private static String[] outline(String king, String rook, Color side) throws Exception {
        String cls = side == Color.WHITE ? "bsvg-swap-w" : "bsvg-swap-b";
        String svg = BoardSvg.svg(KINGS, Annotations.NONE, TurnMarks.NONE.withSwapped(Square.parse(king), Square.parse(rook), side, null));
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        NodeList all = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                .getElementsByTagNameNS("*", "polygon");
        String points = null;
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (e.getAttribute("class").equals(cls)) {
                assertThat(points).as("one arrow only").isNull();
                points = e.getAttribute("points");
            }
        }
        assertThat(points).isNotNull();
        return points.split(" ");
    }

    @Test
    void aKingsideSwapRunsAlongTheRankWithAHeadOfFullSizeAtEachEnd() throws Exception {
        assertThat(outline("e1", "h1", Color.WHITE)).as(
                "tips 20 inside e1's and h1's centres (500 and 800) on the rank's middle line y 775; heads 38 long and 25 to each side,"
                        + " the shaft 8.5 to each side; below the line first, then back above it")
                .containsExactly("520,775", "558,800", "558,783.5", "742,783.5", "742,800", "780,775",
                        "742,750", "742,766.5", "558,766.5", "558,750");
    }

    @Test
    void aQueensideSwapPointsFromTheKingTowardsTheAFile() throws Exception {
        assertThat(outline("e8", "a8", Color.BLACK)).as(
                "from 20 left of e8's centre (500,75) to 20 right of a8's (100,75); the outline turns the other way round")
                .containsExactly("480,75", "442,50", "442,66.5", "158,66.5", "158,50", "120,75",
                        "158,100", "158,83.5", "442,83.5", "442,100");
    }

    @Test
    void betweenNeighbouringSquaresTheHeadsShrinkSoThatBothFitWithSomeShaftBetween() throws Exception {
        assertThat(outline("e8", "f8", Color.BLACK)).as(
                "tips at 520 and 580 leave 60 for the arrow: two heads of 26 and 8 of shaft between them")
                .containsExactly("520,75", "546,100", "546,83.5", "554,83.5", "554,100", "580,75",
                        "554,50", "554,66.5", "546,66.5", "546,50");
    }

    @Test
    void theArrowFollowsTheLineBetweenTheSquaresWhateverItsDirection() throws Exception {
        assertThat(outline("e1", "e4", Color.WHITE)).as(
                "up the e-file from e1's centre (500,775) to e4's (500,475), the heads 25 to either side of x 500")
                .containsExactly("500,755", "525,717", "508.5,717", "508.5,533", "525,533", "500,495",
                        "475,533", "491.5,533", "491.5,717", "475,717");
        assertThat(outline("a1", "d4", Color.WHITE)[0]).as("20 from a1's centre (100,775) towards d4's, at 45 degrees")
                .isEqualTo("114.1,760.9");
    }
}
