package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Square;
import arbiter.board.svg.Annotations;
import arbiter.board.svg.BoardSvg;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The book's boards are readable at their size: a one-square move shows beside its piece, labels and badges are large. */
class BookArrowsTest {

    private static final Pattern POINTS = Pattern.compile("class=\"(bsvg|book)-arrow-[wb]\"[^>]*points=\"([^\"]*)\"");
    private static final Pattern GROUP = Pattern.compile("<g class=\"(bsvg-label|bsvg-frozen|bsvg-destroyed|bsvg-bounce)\"( transform=\"[^\"]*scale\\(([\\d.]+)\\)[^\"]*\")?");

    @Test
    void aOneSquareMoveStartsAtTheEdgeOfItsPieceAndEndsInsideItsSquare() {
        for (String move : new String[] {"e2e3", "e1f2", "d5c4"}) {
            Move m = Move.parseCoordinate(move);
            assertThat(BookArrows.oneSquare(m)).isTrue();
            String svg = BookArrows.oneSquare(m, Color.WHITE, "1st");
            Matcher p = POINTS.matcher(svg);
            assertThat(p.find()).isTrue();
            double[][] points = points(p.group(2));
            assertThat(Math.hypot(points[0][0] - centreX(m.from()), points[0][1] - centreY(m.from()))).as(move + " start")
                    .isGreaterThanOrEqualTo(34);
            assertThat(points[3][0]).as(move + " tip").isBetween(centreX(m.to()) - 50, centreX(m.to()) + 50);
            assertThat(points[3][1]).as(move + " tip").isBetween(centreY(m.to()) - 50, centreY(m.to()) + 50);
            assertThat(svg).contains(">1st</text>");
        }
        assertThat(BookArrows.oneSquare(Move.parseCoordinate("e2e4"))).isFalse();
        assertThat(BookArrows.oneSquare(Move.parseCoordinate("g1f3"))).isFalse();
    }

    @Test
    void labelsAndFrozenBadgesAreDrawnLargerAboutTheirCentres() {
        String svg = BoardSvg.svg(Fen.parse("4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1"), Annotations.NONE.withArrow(Square.parse("e2"),
                Square.parse("e4"), Color.WHITE, "1st").withFrozen(Square.parse("a1")));
        String readable = BookArrows.readable(svg);
        Matcher g = GROUP.matcher(readable);
        int groups = 0;
        while (g.find()) {
            groups++;
            assertThat(g.group(2)).as(g.group(1) + " scaled").isNotNull();
            assertThat(Double.parseDouble(g.group(3))).isGreaterThanOrEqualTo(1.5);
        }
        assertThat(groups).isEqualTo(2);
        assertThat(readable.replaceAll("(class=\"bsvg-(label|frozen)\") transform=\"[^\"]*\"", "$1")).isEqualTo(svg);
    }

    @Test
    void inTheBooksEveryArrowIsLongerThanItsPieceAndEveryLabelAndBadgeIsEnlarged() {
        String html = String.join("\n", Books.all().stream().map(RulebookHtml::render).toList());
        Matcher p = POINTS.matcher(html);
        int plain = 0;
        int oneSquare = 0;
        while (p.find()) {
            double[][] points = points(p.group(2));
            if (p.group(1).equals("bsvg")) {
                plain++;
                assertThat(Math.hypot(points[3][0] - points[0][0], points[3][1] - points[0][1])).as("plain arrow").isGreaterThan(150);
            } else {
                oneSquare++;
            }
        }
        assertThat(plain).isPositive();
        assertThat(oneSquare).isPositive();
        Matcher g = GROUP.matcher(html);
        java.util.Set<String> kinds = new java.util.HashSet<>();
        while (g.find()) {
            kinds.add(g.group(1));
            assertThat(g.group(2)).as(g.group(1) + " scaled").isNotNull();
        }
        assertThat(kinds).containsExactlyInAnyOrder("bsvg-label", "bsvg-frozen", "bsvg-destroyed", "bsvg-bounce");
    }

    private static double[][] points(String text) {
        String[] pairs = text.split(" ");
        double[][] out = new double[pairs.length][];
        for (int i = 0; i < pairs.length; i++) {
            String[] xy = pairs[i].split(",");
            out[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
        }
        return out;
    }

    private static double centreX(Square q) {
        return 100 + 100 * q.file();
    }

    private static double centreY(Square q) {
        return 75 + 100 * (7 - q.rank());
    }
}
