package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** The one board renderer of the reports and the rulebook: well-formed, complete, annotated, escaped, deterministic. */
class BoardSvgTest {

    private static final Position START = Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    private static Document xml(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static int count(Document d, String xpath) throws Exception {
        return ((NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, d, XPathConstants.NODESET)).getLength();
    }

    private static int classed(Document d, String prefix) throws Exception {
        return count(d, "//*[starts-with(@class, '" + prefix + "')]");
    }

    @Test
    void theStartPositionHasEverySquarePieceAndCoordinate() throws Exception {
        String svg = BoardSvg.svg(START);
        Document d = xml(svg);
        assertThat(d.getDocumentElement().getTagName()).isEqualTo("svg");
        assertThat(classed(d, "bsvg-w")).isEqualTo(16);
        assertThat(classed(d, "bsvg-b")).isEqualTo(16);
        assertThat(count(d, "//*[@class='bsvg-wK']")).isEqualTo(1);
        assertThat(count(d, "//*[@class='bsvg-bQ']")).isEqualTo(1);
        for (String label : new String[] {"a", "h", "1", "8"}) {
            assertThat(count(d, "//text[normalize-space(.)='" + label + "']")).as(label).isEqualTo(1);
        }
        assertThat(count(d, "//rect")).isGreaterThanOrEqualTo(64);
    }

    @Test
    void arrowsMarksAndFrozenBadgesAreDrawnInTheirSideColours() throws Exception {
        Position p = Fen.parse("3k4/8/8/7Q/8/8/8/R3K3 w - - 0 1 frozen=h5");
        Annotations a = Annotations.NONE.withArrow(Square.parse("a1"), Square.parse("a8"), Color.WHITE, "1st")
                .withArrow(Square.parse("d8"), Square.parse("c7"), Color.BLACK).withMarked(Square.parse("c7"));
        String svg = BoardSvg.svg(p, a);
        Document d = xml(svg);
        assertThat(count(d, "//*[starts-with(@class, 'bsvg-arrow')]")).isEqualTo(2);
        assertThat(svg).contains(BoardSvg.WHITE_ARROW, BoardSvg.BLACK_ARROW, BoardSvg.MARK, BoardSvg.FROZEN, ">1st<");
        assertThat(count(d, "//*[starts-with(@class, 'bsvg-mark')]")).isEqualTo(1);
        assertThat(count(d, "//*[starts-with(@class, 'bsvg-frozen')]")).isEqualTo(1);
    }

    @Test
    void aHostileTitleIsEscaped() throws Exception {
        String svg = BoardSvg.svg(START, Annotations.NONE.withTitle("</title><script>alert(1)</script> & \"x\""));
        assertThat(svg).doesNotContain("<script>").contains("&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp;");
        assertThat(xml(svg).getElementsByTagName("title").item(0).getTextContent()).isEqualTo("</title><script>alert(1)</script> & \"x\"");
    }

    @Test
    void theSameInputGivesTheSameBytesAtTheAskedSize() {
        Annotations a = Annotations.NONE.withArrow(Square.parse("e2"), Square.parse("e4"), Color.WHITE).withSize(400);
        assertThat(BoardSvg.svg(START, a)).isEqualTo(BoardSvg.svg(START, a));
        assertThat(BoardSvg.svg(START, a)).contains("width=\"437.5\"");
        assertThat(BoardSvg.svg(START)).contains("width=\"280\"");
    }
}
