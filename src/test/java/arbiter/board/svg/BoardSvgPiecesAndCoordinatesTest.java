package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.centre;
import static arbiter.board.svg.BoardSvgDom.children;
import static arbiter.board.svg.BoardSvgDom.number;
import static arbiter.board.svg.BoardSvgDom.ofClass;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import arbiter.board.Fen;
import arbiter.board.PieceType;
import arbiter.board.Position;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/** Where {@link BoardSvg} puts the file letters, rank numbers and pieces, and how it colours the pieces. */
class BoardSvgPiecesAndCoordinatesTest {

    private static final Position PIECES = Fen.parse("1n2k3/3p4/8/8/8/8/3P4/1N2K3 w - - 0 1");
    private static final Pattern PLACED = Pattern.compile("translate\\((-?[\\d.]+) (-?[\\d.]+)\\) scale\\(1\\.1\\)");

    @Test
    void eachFileLetterIsCentredUnderItsFileInTheBottomMargin() throws Exception {
        List<Element> texts = children(BoardSvgDom.all(BoardSvg.svg(PIECES)).get(0), "text");
        for (int file = 0; file < 8; file++) {
            Element letter = texts.get(file);
            assertThat(letter.getTextContent()).isEqualTo(String.valueOf((char) ('a' + file)));
            assertThat(number(letter, "x")).isEqualTo(centre((char) ('a' + file) + "1")[0]);
            // a 32-unit letter stands on its baseline: its top (about 0.73 em up) clears the board's edge at 825
            assertThat(number(letter, "y") - 0.73 * 32).isGreaterThan(825);
            assertThat(number(letter, "y")).isLessThanOrEqualTo(875);
        }
    }

    @Test
    void eachRankNumberIsCentredOnItsRankInTheLeftMargin() throws Exception {
        List<Element> texts = children(BoardSvgDom.all(BoardSvg.svg(PIECES)).get(0), "text");
        for (int rank = 1; rank <= 8; rank++) {
            Element number = texts.get(7 + rank);
            assertThat(number.getTextContent()).isEqualTo(String.valueOf(rank));
            assertThat(number(number, "x")).as("middle of the 50-unit margin").isEqualTo(25);
            // a digit's middle is about 0.36 em above its baseline
            assertThat(number(number, "y") - 0.36 * 32).isCloseTo(centre("a" + rank)[1], within(1.0));
        }
    }

    @Test
    void aPieceIsCentredInItsSquareAndStandsJustAboveItsLowerEdge() throws Exception {
        String svg = BoardSvg.svg(PIECES);
        for (String[] placed : new String[][] {{"bsvg-wN", "b1"}, {"bsvg-bN", "b8"}, {"bsvg-wP", "d2"}, {"bsvg-bK", "e8"}}) {
            Matcher m = PLACED.matcher(ofClass(svg, placed[0]).get(0).getAttribute("transform"));
            assertThat(m.matches()).isTrue();
            double left = Double.parseDouble(m.group(1));
            double top = Double.parseDouble(m.group(2));
            double[] c = centre(placed[1]);
            // the shapes are drawn in a 100-unit box, scaled by 1.1, and stand on y = 88 of that box
            assertThat(left + 1.1 * 50).as(placed[0] + " centred across").isEqualTo(c[0]);
            double ground = top + 1.1 * 88;
            assertThat(c[1] + 50 - ground).as(placed[0] + " stands inside, near the lower edge").isBetween(0.0, 10.0);
            assertThat(top + 1.1 * 8).as("the King's cross, 8 down its box, stays in the square").isGreaterThanOrEqualTo(c[1] - 50);
        }
    }

    @Test
    void whitePiecesAreLightWithADarkOutlineAndBlackPiecesTheReverse() throws Exception {
        String svg = BoardSvg.svg(PIECES);
        for (String cls : List.of("bsvg-wK", "bsvg-wN", "bsvg-wP")) {
            Element piece = ofClass(svg, cls).get(0);
            assertThat(luminance(piece.getAttribute("fill"))).as(cls).isGreaterThan(0.8);
            assertThat(luminance(piece.getAttribute("stroke"))).as(cls).isLessThan(0.2);
        }
        for (String cls : List.of("bsvg-bK", "bsvg-bN", "bsvg-bP")) {
            Element piece = ofClass(svg, cls).get(0);
            assertThat(luminance(piece.getAttribute("fill"))).as(cls).isLessThan(0.2);
            assertThat(luminance(piece.getAttribute("stroke"))).as(cls).isGreaterThan(0.8);
        }
    }

    @Test
    void detailLinesAreStrokedAndTheKnightsEyeIsFilledInTheOutlineColour() throws Exception {
        String svg = BoardSvg.svg(PIECES);
        for (String cls : List.of("bsvg-wN", "bsvg-bN")) {
            Element knight = ofClass(svg, cls).get(0);
            List<Element> dots = children(knight, "path").stream().filter(p -> p.getAttribute("stroke").equals("none")).toList();
            assertThat(dots).as(cls + " has its eye and nostril").hasSize(1);
            assertThat(dots.get(0).getAttribute("fill")).isEqualTo(knight.getAttribute("stroke"));
            assertThat(dots.get(0).getAttribute("d")).isEqualTo(PieceShapes.of(PieceType.KNIGHT).dots());
            assertThat(details(knight)).containsExactly(PieceShapes.of(PieceType.KNIGHT).details());
        }
        Element king = ofClass(svg, "bsvg-wK").get(0);
        assertThat(details(king)).containsExactly(PieceShapes.of(PieceType.KING).details()).doesNotContain("");
        assertThat(children(king, "path")).noneMatch(p -> p.getAttribute("stroke").equals("none"));
        Element pawn = ofClass(svg, "bsvg-bP").get(0);
        assertThat(details(pawn)).as("a Pawn has no detail lines").isEmpty();
        assertThat(children(pawn, "path")).hasSize(PieceShapes.of(PieceType.PAWN).bodies().length)
                .allMatch(p -> !p.getAttribute("d").isEmpty());
    }

    private static List<String> details(Element piece) {
        return children(piece, "path").stream().filter(p -> p.getAttribute("fill").equals("none"))
                .map(p -> p.getAttribute("d")).toList();
    }

    private static double luminance(String hex) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return (0.2126 * (rgb >> 16) + 0.7152 * (rgb >> 8 & 0xff) + 0.0722 * (rgb & 0xff)) / 255;
    }
}
