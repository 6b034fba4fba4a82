package arbiter.board.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Color;
import arbiter.board.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The head at the end of a bounce's return curve and the U-turn badge on its launch square ({@link BounceSvg}). */
class BounceSvgHeadAndBadgeTest {

    private static Document draw(String from, String aim, Color side) throws Exception {
        StringBuilder s = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\">");
        BounceSvg.draw(s, new TurnMarks.Bounced(Square.parse(from), Square.parse(aim), side));
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(s.append("</svg>").toString().getBytes(StandardCharsets.UTF_8)));
    }

    private static Element first(Document d, String tag) {
        return (Element) d.getElementsByTagNameNS("*", tag).item(0);
    }

    private static Element ofClass(Document d, String tag, String cls) {
        NodeList all = d.getElementsByTagNameNS("*", tag);
        for (int i = 0; i < all.getLength(); i++) {
            if (((Element) all.item(i)).getAttribute("class").equals(cls)) {
                return (Element) all.item(i);
            }
        }
        throw new AssertionError("no " + tag + " of class " + cls);
    }

    private static String uTurn(Document d) {
        return ((Element) ofClass(d, "g", "bsvg-bounce").getElementsByTagNameNS("*", "path").item(0)).getAttribute("d");
    }

    private static double[] numbers(String text) {
        return Arrays.stream(text.replaceAll("[^-0-9.]+", " ").trim().split(" ")).mapToDouble(Double::parseDouble).toArray();
    }

    /** The head is a triangle: its tip where the curve ends, its base 24 back along the curve's last direction, 28 wide. */
    private static void assertHeadEndsTheCurve(String from, String aim, Color side) throws Exception {
        Document d = draw(from, aim, side);
        Element curve = ofClass(d, "path", "bsvg-return");
        Element head = ofClass(d, "polygon", "bsvg-return-head");
        assertThat(head.getAttribute("fill")).isEqualTo(curve.getAttribute("stroke")).isEqualTo(BoardSvg.arrowColor(side));
        double[] c = numbers(curve.getAttribute("d"));
        double[] h = numbers(head.getAttribute("points"));
        double length = Math.hypot(c[4] - c[2], c[5] - c[3]);
        double ux = (c[4] - c[2]) / length;
        double uy = (c[5] - c[3]) / length;
        String as = from + "-" + aim + ": " + head.getAttribute("points");
        assertThat(h[0]).as(as).isCloseTo(c[4], within(0.01));
        assertThat(h[1]).as(as).isCloseTo(c[5], within(0.01));
        assertThat(h[2]).as(as).isCloseTo(c[4] - 24 * ux - 14 * uy, within(0.12));
        assertThat(h[3]).as(as).isCloseTo(c[5] - 24 * uy + 14 * ux, within(0.12));
        assertThat(h[4]).as(as).isCloseTo(c[4] - 24 * ux + 14 * uy, within(0.12));
        assertThat(h[5]).as(as).isCloseTo(c[5] - 24 * uy - 14 * ux, within(0.12));
    }

    @Test
    void theReturnHeadSitsOnTheCurvesEndAndPointsAlongIt() throws Exception {
        assertHeadEndsTheCurve("a1", "a8", Color.WHITE);
        assertHeadEndsTheCurve("h8", "b8", Color.BLACK);
        assertHeadEndsTheCurve("g1", "f3", Color.WHITE);
        assertHeadEndsTheCurve("g2", "g3", Color.WHITE);
    }

    @Test
    void theBadgeIsAUTurnOnADiscInTheLaunchSquaresLowerLeftCorner() throws Exception {
        Document white = draw("a1", "a8", Color.WHITE);
        Element disc = first(white, "circle");
        assertThat(disc.getAttribute("cx") + "," + disc.getAttribute("cy") + " r" + disc.getAttribute("r"))
                .as("a1 spans x 50-150 and y 725-825").isEqualTo("70,805 r16");
        assertThat(disc.getAttribute("fill")).isEqualTo(BoardSvg.WHITE_ARROW);
        assertThat(uTurn(white)).as("up the right leg (x 76) from 813 to 803, over to the left leg (x 64), down it to 811,"
                + " with a head pointing down at 812 between arms at 60 and 68")
                .isEqualTo("M76 813 V803 A6 6 0 0 0 64 803 V811 M60 807 L64 812 L68 807");
        Document black = draw("h8", "g7", Color.BLACK);
        assertThat(first(black, "circle").getAttribute("cx") + "," + first(black, "circle").getAttribute("cy"))
                .as("h8 spans x 750-850 and y 25-125").isEqualTo("770,105");
        assertThat(first(black, "circle").getAttribute("fill")).isEqualTo(BoardSvg.BLACK_ARROW);
        assertThat(uTurn(black))
                .isEqualTo("M776 113 V103 A6 6 0 0 0 764 103 V111 M760 107 L764 112 L768 107");
    }
}
