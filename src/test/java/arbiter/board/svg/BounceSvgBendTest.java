package arbiter.board.svg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Color;
import arbiter.board.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** Which way and how far the return curve of every possible bounce ({@link BounceSvg}) bends. */
class BounceSvgBendTest {

    /** The corner that d4, d5, e4 and e5 share: the board's middle. */
    private static final double MIDDLE_X = 450;
    private static final double MIDDLE_Y = 425;

    private static double[] curve(DocumentBuilder parser, Square from, Square aim, Color side) throws Exception {
        StringBuilder s = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\">");
        BounceSvg.draw(s, new TurnMarks.Bounced(from, aim, side));
        Element path = (Element) parser.parse(new ByteArrayInputStream(s.append("</svg>").toString().getBytes(StandardCharsets.UTF_8)))
                .getElementsByTagNameNS("*", "path").item(0);
        assertThat(path.getAttribute("class")).isEqualTo("bsvg-return");
        return Arrays.stream(path.getAttribute("d").replaceAll("[MQ]", "").trim().split(" ")).mapToDouble(Double::parseDouble).toArray();
    }

    @Test
    void everyBounceBendsAtItsMiddleTowardsTheBoardsMiddleByAtLeastFortyFive() throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        DocumentBuilder parser = f.newDocumentBuilder();
        for (int i = 0; i < 64; i++) {
            for (int j = 0; j < 64; j++) {
                if (i == j) {
                    continue;
                }
                Square from = Square.of(i);
                Square aim = Square.of(j);
                for (Color side : Color.values()) {
                    double[] c = curve(parser, from, aim, side);
                    double x0 = BoardSvg.cx(aim);
                    double y0 = BoardSvg.cy(aim);
                    double length = Math.hypot(BoardSvg.cx(from) - x0, BoardSvg.cy(from) - y0);
                    double ux = (BoardSvg.cx(from) - x0) / length;
                    double uy = (BoardSvg.cy(from) - y0) / length;
                    double bendX = c[2] - (x0 + BoardSvg.cx(from)) / 2;
                    double bendY = c[3] - (y0 + BoardSvg.cy(from)) / 2;
                    String as = side + " " + from + " to " + aim + ": " + Arrays.toString(c);
                    assertThat(bendX * ux + bendY * uy).as(as + ", bent square to the line at its middle").isCloseTo(0, within(0.1));
                    double reach = side == Color.WHITE ? 0.3 : 0.45;
                    assertThat(Math.hypot(bendX, bendY)).as(as).isCloseTo(Math.max(45, reach * length), within(0.1));
                    double towards = (MIDDLE_X - (x0 + BoardSvg.cx(from)) / 2) * bendX + (MIDDLE_Y - (y0 + BoardSvg.cy(from)) / 2) * bendY;
                    double across = (MIDDLE_X - x0) * uy - (MIDDLE_Y - y0) * ux;
                    if (Math.abs(across) > 1e-6) {
                        assertThat(towards).as(as + ", bent towards the board's middle").isPositive();
                    }
                    double endAside = (c[4] - BoardSvg.cx(from)) * -uy + (c[5] - BoardSvg.cy(from)) * ux;
                    double bendAside = bendX * -uy + bendY * ux;
                    assertThat(endAside * Math.signum(bendAside)).as(as + ", the end 18 aside on the bend's side").isCloseTo(18, within(0.1));
                }
            }
        }
    }
}
