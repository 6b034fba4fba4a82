package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.children;
import static arbiter.board.svg.BoardSvgDom.number;
import static arbiter.board.svg.BoardSvgDom.ofClass;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Fen;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** The snowflake {@link BoardSvg} draws in a frozen badge: three strokes crossing at its centre, 60 degrees apart. */
class BoardSvgFrozenBadgeTest {

    private static final Pattern STROKE = Pattern.compile("M(-?[\\d.]+) (-?[\\d.]+)L(-?[\\d.]+) (-?[\\d.]+)");

    @Test
    void theSnowflakeIsSixEqualArmsFromTheBadgeCentreOneOfThemUpright() throws Exception {
        String svg = BoardSvg.svg(Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), Annotations.NONE.withFrozen(Square.parse("c3")));
        Element badge = ofClass(svg, "bsvg-frozen").get(0);
        Element disc = children(badge, "circle").get(0);
        double cx = number(disc, "cx");
        double cy = number(disc, "cy");
        double r = number(disc, "r");
        String d = children(badge, "path").get(0).getAttribute("d");
        Matcher m = STROKE.matcher(d);
        List<double[]> strokes = new ArrayList<>();
        int end = 0;
        while (m.find()) {
            assertThat(m.start()).as("nothing but strokes in " + d).isEqualTo(end);
            end = m.end();
            strokes.add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)),
                Double.parseDouble(m.group(3)), Double.parseDouble(m.group(4))});
        }
        assertThat(end).isEqualTo(d.length());
        assertThat(strokes).as("three strokes make six arms").hasSize(3);
        List<Double> directions = new ArrayList<>();
        for (double[] s : strokes) {
            assertThat((s[0] + s[2]) / 2).as("crosses the centre").isCloseTo(cx, within(0.1));
            assertThat((s[1] + s[3]) / 2).as("crosses the centre").isCloseTo(cy, within(0.1));
            double arm = Math.hypot(s[2] - s[0], s[3] - s[1]) / 2;
            assertThat(arm).as("an arm stays inside the disc with room to spare").isBetween(r / 2, r - 3);
            assertThat(arm).as("arms of equal length").isCloseTo(Math.hypot(strokes.get(0)[2] - strokes.get(0)[0],
                    strokes.get(0)[3] - strokes.get(0)[1]) / 2, within(0.1));
            directions.add((Math.toDegrees(Math.atan2(s[3] - s[1], s[2] - s[0])) + 180) % 180);
        }
        assertThat(directions.stream().sorted().toList()).as("directions of the strokes, in degrees")
                .satisfiesExactly(
                        a -> assertThat(a).isCloseTo(30, within(1.0)),
                        a -> assertThat(a).isCloseTo(90, within(1.0)),
                        a -> assertThat(a).isCloseTo(150, within(1.0)));
    }
}
