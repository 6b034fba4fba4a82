package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.centre;
import static arbiter.board.svg.BoardSvgDom.ofClass;
import static arbiter.board.svg.BoardSvgDom.points;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import org.junit.jupiter.api.Test;

/** The shape of a {@link BoardSvg} arrow on slanting lines: a straight shaft and a symmetric head, tip short of the target centre. */
class BoardSvgArrowGeometryTest {

    private static final Position KINGS = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    /** Coordinates are written to a tenth, so a projection may be off by a little under a tenth. */
    private static final double ROUNDING = 0.1;

    /** The vertices of the arrow from {@code from} to {@code to}, as (along the line, across it to the right) from the centre of {@code from}. */
    private static double[][] frame(String from, String to, Color side) throws Exception {
        String svg = BoardSvg.svg(KINGS, Annotations.NONE.withArrow(Square.parse(from), Square.parse(to), side));
        double[][] points = points(ofClass(svg, side == Color.WHITE ? "bsvg-arrow-w" : "bsvg-arrow-b").get(0));
        double[] c0 = centre(from);
        double[] c1 = centre(to);
        double length = Math.hypot(c1[0] - c0[0], c1[1] - c0[1]);
        double ux = (c1[0] - c0[0]) / length;
        double uy = (c1[1] - c0[1]) / length;
        double[][] frame = new double[points.length][];
        for (int i = 0; i < points.length; i++) {
            double px = points[i][0] - c0[0];
            double py = points[i][1] - c0[1];
            frame[i] = new double[] {px * ux + py * uy, -px * uy + py * ux};
        }
        return frame;
    }

    @Test
    void aDiagonalArrowHasAStraightShaftAndASymmetricHeadAcrossItsLine() throws Exception {
        assertSymmetricArrow(frame("c1", "f4", Color.WHITE), 300 * Math.sqrt(2));
    }

    @Test
    void aKnightsArrowHasAStraightShaftAndASymmetricHeadAcrossItsLine() throws Exception {
        assertSymmetricArrow(frame("b8", "c6", Color.BLACK), 100 * Math.sqrt(5));
        assertSymmetricArrow(frame("g1", "f3", Color.WHITE), 100 * Math.sqrt(5));
    }

    private static void assertSymmetricArrow(double[][] f, double length) {
        assertThat(f).hasNumberOfRows(7);
        double[] tail = f[0];
        double[] neck = f[1];
        double[] barb = f[2];
        double[] tip = f[3];
        assertThat(tip[1]).as("the tip is on the line between the centres").isCloseTo(0, within(ROUNDING));
        assertThat(tip[0]).as("the tip stops short of the target centre").isLessThan(length);
        assertThat(length - tip[0]).as("but well inside the target square").isLessThan(50);
        assertThat(tail[0]).as("the tail starts near the source centre").isBetween(0.0, 50.0);
        for (int i = 0; i < 3; i++) {
            assertThat(f[6 - i][0]).as("vertex %d mirrors vertex %d along", 6 - i, i).isCloseTo(f[i][0], within(ROUNDING));
            assertThat(f[6 - i][1]).as("vertex %d mirrors vertex %d across", 6 - i, i).isCloseTo(-f[i][1], within(ROUNDING));
        }
        assertThat(neck[1]).as("the shaft's side runs parallel to the line").isCloseTo(tail[1], within(ROUNDING));
        assertThat(tail[1]).as("the shaft has a width").isGreaterThan(3);
        assertThat(neck[0]).as("the shaft ends before the tip").isBetween(tail[0] + 10, tip[0] - 10);
        assertThat(barb[0]).as("the head's base is square to the line").isCloseTo(neck[0], within(ROUNDING));
        assertThat(barb[1]).as("the head is wider than the shaft").isGreaterThan(tail[1] + 5);
    }
}
