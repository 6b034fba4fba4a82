package arbiter.board.svg;

import static arbiter.board.svg.BoardSvgDom.points;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.board.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class BoardSvgTest {

    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    private static final Position XYMYX_START = Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    private static final Position MIDDLEGAME = Fen.parse(
            "r1bk3r/ppp2ppp/2n1pn2/3p4/1b1P4/2NBPN2/PPPQ1PPP/R3K2R w KQkq - 0 1 frozen=d2");

    private static Square sq(String name) {
        return Square.parse(name);
    }

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<Element> elements(Document d, String tag) {
        NodeList nodes = d.getElementsByTagNameNS(SVG_NS, tag);
        List<Element> list = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            list.add((Element) nodes.item(i));
        }
        return list;
    }

    private static List<Element> withClass(Document d, String tag, String cls) {
        return elements(d, tag).stream().filter(e -> e.getAttribute("class").equals(cls)).toList();
    }

    /** The piece classes (wK, bP, ...) and how often each occurs. */
    private static Map<String, Integer> pieces(Document d) {
        Map<String, Integer> counts = new TreeMap<>();
        for (Element g : elements(d, "g")) {
            String cls = g.getAttribute("class");
            if (cls.matches("bsvg-[wb][KQRBNP]")) {
                counts.merge(cls.substring(5), 1, Integer::sum);
            }
        }
        return counts;
    }

    @Test
    void isAnSvgDocumentWithSixtyFourSquares() throws Exception {
        Document d = parse(BoardSvg.svg(XYMYX_START));
        Element root = d.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo(SVG_NS);
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 875 875");
        List<Element> squares = elements(d, "rect").stream()
                .filter(r -> r.getAttribute("width").equals("100") && r.getAttribute("height").equals("100"))
                .filter(r -> !r.hasAttribute("class"))
                .toList();
        assertThat(squares).hasSize(64);
        assertThat(squares).filteredOn(r -> r.getAttribute("fill").equals(BoardSvg.LIGHT)).hasSize(32);
        assertThat(squares).filteredOn(r -> r.getAttribute("fill").equals(BoardSvg.DARK)).hasSize(32);
        // a8 (top left) and h1 (bottom right) are light, a1 is dark: White at the bottom
        assertThat(squareRect(squares, "50", "25").getAttribute("fill")).isEqualTo(BoardSvg.LIGHT);
        assertThat(squareRect(squares, "750", "725").getAttribute("fill")).isEqualTo(BoardSvg.LIGHT);
        assertThat(squareRect(squares, "50", "725").getAttribute("fill")).isEqualTo(BoardSvg.DARK);
    }

    private static Element squareRect(List<Element> squares, String x, String y) {
        return squares.stream().filter(r -> r.getAttribute("x").equals(x) && r.getAttribute("y").equals(y))
                .findFirst().orElseThrow();
    }

    @Test
    void drawsEveryPieceOfTheStartPositionAsVectorShapes() throws Exception {
        String svg = BoardSvg.svg(XYMYX_START);
        Document d = parse(svg);
        assertThat(pieces(d)).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
                Map.entry("wK", 1), Map.entry("wQ", 1), Map.entry("wR", 2), Map.entry("wB", 2),
                Map.entry("wN", 2), Map.entry("wP", 8),
                Map.entry("bK", 1), Map.entry("bQ", 1), Map.entry("bR", 2), Map.entry("bB", 2),
                Map.entry("bN", 2), Map.entry("bP", 8)));
        // the Black King stands on d8 in XYMYX: the d-file is x 350..450, rank 8 is y 25..125
        Element blackKing = elements(d, "g").stream()
                .filter(g -> g.getAttribute("class").equals("bsvg-bK")).findFirst().orElseThrow();
        assertThat(blackKing.getAttribute("transform")).startsWith("translate(345 ");
        // no glyphs: the only texts are the coordinates
        assertThat(svg).doesNotContain("\u265A").doesNotContain("\u2654");
        assertThat(elements(d, "text")).hasSize(16);
        assertThat(pieces(parse(BoardSvg.svg(Position.builder().build())))).isEmpty();
    }

    @Test
    void namesFilesUnderAndRanksLeftOfTheBoard() throws Exception {
        Document d = parse(BoardSvg.svg(XYMYX_START));
        List<Element> texts = elements(d, "text");
        assertThat(texts).extracting(Element::getTextContent)
                .containsExactly("a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8");
        for (Element t : texts) {
            int x = Integer.parseInt(t.getAttribute("x"));
            int y = Integer.parseInt(t.getAttribute("y"));
            if (Character.isLetter(t.getTextContent().charAt(0))) {
                assertThat(y).as("file letter below the board").isGreaterThan(825);
            } else {
                assertThat(x).as("rank number left of the board").isLessThan(50);
            }
        }
        Element rank1 = texts.get(8);
        Element rank8 = texts.get(15);
        assertThat(Integer.parseInt(rank1.getAttribute("y"))).isGreaterThan(Integer.parseInt(rank8.getAttribute("y")));
    }

    @Test
    void drawsArrowsInTheColourOfTheirSide() throws Exception {
        Annotations a = Annotations.NONE
                .withArrow(sq("e1"), sq("g1"), Color.WHITE, "1")
                .withArrow(Move.parseCoordinate("f6e4"), Color.BLACK);
        Document d = parse(BoardSvg.svg(MIDDLEGAME, a));
        List<Element> white = withClass(d, "polygon", "bsvg-arrow-w");
        List<Element> black = withClass(d, "polygon", "bsvg-arrow-b");
        assertThat(white).hasSize(1);
        assertThat(black).hasSize(1);
        assertThat(white.get(0).getAttribute("fill")).isEqualTo(BoardSvg.WHITE_ARROW);
        assertThat(black.get(0).getAttribute("fill")).isEqualTo(BoardSvg.BLACK_ARROW);
        assertThat(BoardSvg.WHITE_ARROW).isNotEqualTo(BoardSvg.BLACK_ARROW);
        assertThat(white.get(0).getAttribute("fill-opacity")).isEqualTo("0.8");

        // e1 to g1 runs along y = 775 from the e-file (centre x 500) toward g1 (centre x 700);
        // the tip stops on g1 short of its centre, so the head leaves the piece visible
        double[][] points = points(white.get(0));
        assertThat(points).hasNumberOfRows(7);
        double tipX = points[3][0];
        assertThat(points[3][1]).isEqualTo(775.0);
        assertThat(tipX).isGreaterThan(650).isLessThan(700);
        assertThat(points[0][0]).isGreaterThanOrEqualTo(500);

        List<Element> labels = withClass(d, "g", "bsvg-label");
        assertThat(labels).hasSize(1);
        assertThat(labels.get(0).getTextContent()).isEqualTo("1");
        assertThat(((Element) labels.get(0).getElementsByTagNameNS(SVG_NS, "rect").item(0)).getAttribute("fill"))
                .isEqualTo(BoardSvg.WHITE_ARROW);
    }

    @Test
    void fitsALongerLabelAndPutsAOneSquareArrowsLabelBesideIt() throws Exception {
        Annotations a = Annotations.NONE.withArrow(sq("a1"), sq("a8"), Color.WHITE, "1st")
                .withArrow(sq("d8"), sq("c7"), Color.BLACK, "2");
        Document d = parse(BoardSvg.svg(Fen.parse("3k4/8/8/7Q/8/8/8/R3K3 w - - 0 1 frozen=h5"), a));
        List<Element> labels = withClass(d, "g", "bsvg-label");
        assertThat(labels).extracting(Element::getTextContent).containsExactly("1st", "2");
        Element pill = (Element) labels.get(0).getElementsByTagNameNS(SVG_NS, "rect").item(0);
        assertThat(Double.parseDouble(pill.getAttribute("width"))).isGreaterThan(38);
        // d8-c7 is one square: its label is off the diagonal through the two centres (x + y = 550)
        Element disc = (Element) labels.get(1).getElementsByTagNameNS(SVG_NS, "rect").item(0);
        double cx = Double.parseDouble(disc.getAttribute("x")) + Double.parseDouble(disc.getAttribute("width")) / 2;
        double cy = Double.parseDouble(disc.getAttribute("y")) + 19;
        assertThat(Math.abs(cx + cy - 550)).isGreaterThan(30);
    }

    @Test
    void marksHighlightsAndFreezesTheSquaresAskedFor() throws Exception {
        Annotations a = Annotations.NONE.withMarked(sq("e6"), sq("c6")).withHighlighted(sq("d5"))
                .withFrozen(sq("h8"));
        Document d = parse(BoardSvg.svg(MIDDLEGAME, a));
        assertThat(withClass(d, "rect", "bsvg-mark"))
                .extracting(r -> r.getAttribute("x") + "," + r.getAttribute("y"), r -> r.getAttribute("stroke"))
                .containsExactly( // sorted: c6 then e6; inset by 6 in their squares
                        org.assertj.core.groups.Tuple.tuple("256,231", BoardSvg.MARK),
                        org.assertj.core.groups.Tuple.tuple("456,231", BoardSvg.MARK));
        assertThat(withClass(d, "rect", "bsvg-hl")).extracting(r -> r.getAttribute("x") + "," + r.getAttribute("y"))
                .containsExactly("350,325");
        // d2 is frozen in the position, h8 by the annotations; badges sit in the top right corner
        assertThat(withClass(d, "g", "bsvg-frozen"))
                .extracting(g -> ((Element) g.getElementsByTagNameNS(SVG_NS, "circle").item(0)))
                .extracting(c -> c.getAttribute("cx") + "," + c.getAttribute("cy"))
                .containsExactly("433,642", "833,42");
        assertThat(withClass(parse(BoardSvg.svg(XYMYX_START)), "g", "bsvg-frozen")).isEmpty();
    }

    @Test
    void escapesAHostileTitleAndLabel() throws Exception {
        String hostile = "</title><script>alert(1)</script> & \"quotes\" 'too'";
        Annotations a = Annotations.NONE.withTitle(hostile)
                .withArrow(sq("e2"), sq("e4"), Color.WHITE, "<b>&</b>");
        String svg = BoardSvg.svg(XYMYX_START, a);
        Document d = parse(svg);
        assertThat(svg).doesNotContain("<script").contains("&lt;/title&gt;&lt;script&gt;");
        assertThat(elements(d, "script")).isEmpty();
        assertThat(elements(d, "title")).hasSize(1);
        assertThat(elements(d, "title").get(0).getTextContent()).isEqualTo(hostile);
        assertThat(withClass(d, "g", "bsvg-label").get(0).getTextContent()).isEqualTo("<b>&</b>");
        assertThat(BoardSvg.escape("a\u0000b\u0007c")).isEqualTo("abc");
    }

    @Test
    void titlesTheBoardWithItsFenByDefault() throws Exception {
        Document d = parse(BoardSvg.svg(MIDDLEGAME));
        assertThat(d.getDocumentElement().getFirstChild()).isInstanceOf(Element.class);
        Element title = (Element) d.getDocumentElement().getFirstChild();
        assertThat(title.getLocalName()).isEqualTo("title");
        assertThat(title.getTextContent()).isEqualTo("Chess position " + Fen.format(MIDDLEGAME));
    }

    @Test
    void isDeterministicWhateverTheDefaultLocale() {
        Annotations a = Annotations.NONE.withArrow(sq("b8"), sq("c6"), Color.BLACK, "1")
                .withArrow(sq("g1"), sq("f3"), Color.WHITE).withMarked(sq("c6")).withFrozen(sq("e1"));
        String first = BoardSvg.svg(MIDDLEGAME, a);
        assertThat(BoardSvg.svg(MIDDLEGAME, a)).isEqualTo(first);
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMANY);
            assertThat(BoardSvg.svg(MIDDLEGAME, a.withSize(301))).contains("width=\"329.2\"");
            assertThat(BoardSvg.svg(MIDDLEGAME, a)).isEqualTo(first);
        } finally {
            Locale.setDefault(saved);
        }
        // squares given in another order make the same picture
        assertThat(BoardSvg.svg(MIDDLEGAME, Annotations.NONE.withMarked(sq("h1"), sq("a1"))))
                .isEqualTo(BoardSvg.svg(MIDDLEGAME, Annotations.NONE.withMarked(sq("a1")).withMarked(sq("h1"))));
        assertThat(BoardSvg.num(-0.04)).isEqualTo("0");
        assertThat(BoardSvg.num(-2.25)).isEqualTo("-2.2");
        assertThat(BoardSvg.num(1234.5)).isEqualTo("1234.5");
    }

    @Test
    void hasTheRequestedSizePlusMargins() throws Exception {
        Element root = parse(BoardSvg.svg(XYMYX_START)).getDocumentElement();
        assertThat(root.getAttribute("width")).isEqualTo("280");
        assertThat(root.getAttribute("height")).isEqualTo("280");
        Element big = parse(BoardSvg.svg(XYMYX_START, Annotations.NONE.withSize(512))).getDocumentElement();
        assertThat(big.getAttribute("width")).isEqualTo("560");
        assertThat(big.getAttribute("height")).isEqualTo("560");
        assertThat(BoardSvg.svg(XYMYX_START, Annotations.NONE.withSize(400))).contains("width=\"437.5\"");
        assertThatThrownBy(() -> Annotations.NONE.withSize(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Annotations.NONE.withArrow(sq("e2"), sq("e2"), Color.WHITE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void usesOnlyBasicSvgElements() throws Exception {
        Annotations a = Annotations.NONE.withArrow(sq("e1"), sq("g1"), Color.WHITE, "1").withMarked(sq("e6"))
                .withHighlighted(sq("d5"));
        String svg = BoardSvg.svg(MIDDLEGAME, a);
        Document d = parse(svg);
        List<String> allowed = List.of("svg", "title", "g", "rect", "path", "polygon", "circle", "text");
        NodeList all = d.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            assertThat(allowed).contains(all.item(i).getLocalName());
            assertThat(((Element) all.item(i)).hasAttribute("id")).isFalse();
            assertThat(((Element) all.item(i)).hasAttribute("style")).isFalse();
        }
        assertThat(svg).doesNotContain("var(").doesNotContain("url(").doesNotContain("href");
        assertThat(svg.length()).isLessThan(20_000);
    }
}
