package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.centre;
import static arbiter.board.svg.BoardSvgDom.children;
import static arbiter.board.svg.BoardSvgDom.number;
import static arbiter.board.svg.BoardSvgDom.ofClass;
import static arbiter.board.svg.BoardSvgDom.points;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** Where {@link BoardSvg} puts an arrow's label and how big it draws it. */
class BoardSvgLabelTest {

    private static final Position KINGS = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    private static final double ROUNDING = 0.1;

    private record Label(double x, double y, double width, double height, double textX, double textY, double fontSize) {
    }

    private static Label label(String from, String to, String text) throws Exception {
        return draw(from, to, text).label();
    }

    private record Drawn(Label label, double[] shaftMiddle) {
    }

    private static Drawn draw(String from, String to, String text) throws Exception {
        String svg = BoardSvg.svg(KINGS, Annotations.NONE.withArrow(Square.parse(from), Square.parse(to), Color.BLACK, text));
        Element g = ofClass(svg, "bsvg-label").get(0);
        Element rect = children(g, "rect").get(0);
        Element t = children(g, "text").get(0);
        assertThat(t.getTextContent()).isEqualTo(text);
        assertThat(rect.getAttribute("fill")).isEqualTo(BoardSvg.BLACK_ARROW);
        double w = number(rect, "width");
        double h = number(rect, "height");
        Label label = new Label(number(rect, "x") + w / 2, number(rect, "y") + h / 2, w, h, number(t, "x"), number(t, "y"),
                number(t, "font-size"));
        double[][] p = points(ofClass(svg, "bsvg-arrow-b").get(0));
        double[] middle = {(p[0][0] + p[6][0] + p[1][0] + p[5][0]) / 4, (p[0][1] + p[6][1] + p[1][1] + p[5][1]) / 4};
        return new Drawn(label, middle);
    }

    @Test
    void aLongArrowsLabelSitsOnTheMiddleOfItsShaft() throws Exception {
        for (String[] arrow : new String[][] {{"a1", "a8"}, {"c1", "f4"}, {"g1", "f3"}, {"h8", "f8"}}) {
            Drawn d = draw(arrow[0], arrow[1], "7");
            assertThat(d.label().x()).as(String.join("-", arrow)).isCloseTo(d.shaftMiddle()[0], within(ROUNDING));
            assertThat(d.label().y()).as(String.join("-", arrow)).isCloseTo(d.shaftMiddle()[1], within(ROUNDING));
            assertThat(d.label().textX()).isCloseTo(d.label().x(), within(ROUNDING));
        }
    }

    @Test
    void aOneSquareArrowsLabelSitsBesideTheShaftOnItsRight() throws Exception {
        for (String[] arrow : new String[][] {{"e1", "e2"}, {"a1", "b1"}, {"d8", "c7"}, {"f5", "g4"}}) {
            Drawn d = draw(arrow[0], arrow[1], "7");
            double[] c0 = centre(arrow[0]);
            double[] c1 = centre(arrow[1]);
            double length = Math.hypot(c1[0] - c0[0], c1[1] - c0[1]);
            double ux = (c1[0] - c0[0]) / length;
            double uy = (c1[1] - c0[1]) / length;
            double ox = d.label().x() - d.shaftMiddle()[0];
            double oy = d.label().y() - d.shaftMiddle()[1];
            String name = String.join("-", arrow);
            assertThat(ox * ux + oy * uy).as(name + ": level with the shaft's middle").isCloseTo(0, within(ROUNDING));
            // to the right as the arrow travels (y grows downwards), clear of the 17-wide shaft but next to it
            assertThat(-ox * uy + oy * ux).as(name + ": beside it").isBetween(19 + 8.5, 50.0);
            assertThat(d.label().textX()).isCloseTo(d.label().x(), within(ROUNDING));
        }
    }

    @Test
    void aOneCharacterLabelIsADiscAndLongerOnesAPillGrowingUpToSixCharacters() throws Exception {
        Label one = label("a1", "a8", "1");
        assertThat(one.width()).isEqualTo(one.height());
        List<Double> widths = List.of("1", "12", "123", "1234", "12345", "123456", "1234567").stream()
                .map(text -> uncheckedLabel(text).width()).toList();
        double step = widths.get(1) - widths.get(0);
        assertThat(step).isPositive();
        for (int chars = 2; chars <= 6; chars++) {
            assertThat(widths.get(chars - 1) - widths.get(chars - 2)).as("%d characters", chars).isCloseTo(step, within(ROUNDING));
        }
        assertThat(widths.get(6)).as("seven characters get no more room than six").isEqualTo(widths.get(5));
        assertThat(label("a1", "a8", "\uD83D\uDC51").width()).as("one character outside the BMP").isEqualTo(one.width());
    }

    @Test
    void upToTwoCharactersAreSetLargerAndEachSizeIsCentredOnItsDisc() throws Exception {
        Label one = label("a1", "a8", "1");
        Label two = label("a1", "a8", "12");
        Label three = label("a1", "a8", "123");
        assertThat(two.fontSize()).isEqualTo(one.fontSize()).isGreaterThan(three.fontSize());
        for (Label l : List.of(one, two, three)) {
            // digits are about 0.72 em tall, so their middle lies about 0.36 em above the baseline
            assertThat(l.textY() - 0.36 * l.fontSize()).isCloseTo(l.y(), within(0.5));
        }
    }

    private static Label uncheckedLabel(String text) {
        try {
            return label("a1", "a8", text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
