package arbiter.board.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Where the dashed curve of a bounce ({@link BounceSvg}) starts, bends and ends. */
class BounceSvgCurveTest {

    private static final Position EMPTY = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");

    /** The "d" of every return curve on the board, in the order drawn. */
    private static List<String> curves(TurnMarks m) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        String svg = BoardSvg.svg(EMPTY, Annotations.NONE, m);
        NodeList paths = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                .getElementsByTagNameNS("*", "path");
        List<String> out = new ArrayList<>();
        for (int i = 0; i < paths.getLength(); i++) {
            Element p = (Element) paths.item(i);
            if (p.getAttribute("class").equals("bsvg-return")) {
                out.add(p.getAttribute("d"));
            }
        }
        return out;
    }

    private static String curve(String from, String aim, Color side) throws Exception {
        List<String> all = curves(TurnMarks.NONE.withBounced(Square.parse(from), Square.parse(aim), side));
        assertThat(all).hasSize(1);
        return all.get(0);
    }

    @Test
    void twoBouncesAlongOneFileBothBendTowardsTheMiddleAndBlacksFurther() throws Exception {
        TurnMarks m = TurnMarks.NONE.withBounced(Square.parse("a1"), Square.parse("a8"), Color.WHITE)
                .withBounced(Square.parse("a8"), Square.parse("a1"), Color.BLACK);
        assertThat(curves(m)).as("from 22 past the aim's centre, bent at the middle of a1-a8 (y 425) 0.3 of its 700 to the right"
                + " for White and 0.45 for Black, to 20 short of the launch square's centre and 18 to the right")
                .containsExactly("M100 97 Q310 425 118 755", "M100 753 Q415 425 118 95");
    }

    @Test
    void bouncesAlongTheEdgeRanksBendIntoTheBoard() throws Exception {
        assertThat(curve("h8", "b8", Color.BLACK)).as("from b8 (200,75) to h8 (800,75), bent 270 (0.45 of 600) down")
                .isEqualTo("M222 75 Q500 345 780 93");
        assertThat(curve("h1", "c1", Color.WHITE)).as("from c1 (300,775) to h1 (800,775), bent 150 (0.3 of 500) up")
                .isEqualTo("M322 775 Q550 625 780 757");
    }

    @Test
    void bouncesBesideTheMiddleBendTowardsItNotTowardsTheNearerEdge() throws Exception {
        assertThat(curve("a2", "b3", Color.WHITE)).as("a pawn's capture on b3 bent 45 down-right, where the middle (450,425) is")
                .isEqualTo("M184.4 590.6 Q181.8 656.8 126.9 673.6");
        assertThat(curve("a5", "h5", Color.BLACK)).as("along rank 5 (y 375) bent 315 down, the middle being 50 below it")
                .isEqualTo("M778 375 Q450 690 120 393");
    }

    @Test
    void aBounceOfOneSquareStillBendsFortyFiveAside() throws Exception {
        assertThat(curve("g2", "g3", Color.WHITE)).as("from g3 (700,575) to g2 (700,675), bent 45 to the left, the middle's side")
                .isEqualTo("M700 597 Q655 625 682 655");
    }

    @Test
    void aKnightsBounceBendsAcrossItsSlantingLine() throws Exception {
        String d = curve("g1", "f3", Color.WHITE);
        double[] v = Arrays.stream(d.replaceAll("[MQ]", "").trim().split(" ")).mapToDouble(Double::parseDouble).toArray();
        double length = Math.hypot(100, 200);
        assertThat(v[0]).as("22 along the line from f3 (600,575) towards g1 (700,775)").isCloseTo(600 + 22 * 100 / length, within(0.051));
        assertThat(v[1]).isCloseTo(575 + 22 * 200 / length, within(0.051));
        assertThat(v[2]).as("0.3 of the length aside of the middle (650,675), down-left, where the board's centre is")
                .isCloseTo(650 - 0.3 * 200, within(0.051));
        assertThat(v[3]).isCloseTo(675 + 0.3 * 100, within(0.051));
        assertThat(v[4]).as("20 short of g1 (700,775) and 18 to the same side").isCloseTo(700 - 20 * 100 / length - 18 * 200 / length, within(0.051));
        assertThat(v[5]).isCloseTo(775 - 20 * 200 / length + 18 * 100 / length, within(0.051));
    }
}
