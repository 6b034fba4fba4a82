package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.desk.DeskFiles;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The HTML book: well-formed XHTML, every anchor present once, boards where they belong, text escaped. */
class RulebookHtmlTest {

    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final String XHTML = "http://www.w3.org/1999/xhtml";

    static Document parse(String html) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);
        f.setExpandEntityReferences(false);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
    }

    static List<String> ids(Document d) {
        List<String> ids = new ArrayList<>();
        NodeList all = d.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (e.hasAttribute("id")) {
                ids.add(e.getAttribute("id"));
            }
        }
        return ids;
    }

    static Element byId(Document d, String id) {
        NodeList all = d.getElementsByTagNameNS(XHTML, "div");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (id.equals(e.getAttribute("id"))) {
                return e;
            }
        }
        return null;
    }

    @Test
    void theBooksAreWellFormedXhtmlWithoutNetworkAndNoScriptButTheDesks() throws Exception {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            String html = RulebookHtml.render(Books.of(ruleset));
            Document d = parse(html);
            assertThat(d.getDocumentElement().getNamespaceURI()).isEqualTo(XHTML);
            assertOnlyTheDesksScripts(d);
            assertThat(html).startsWith("<!DOCTYPE html>").doesNotContain("&nbsp;")
                    .contains("@page").contains("size: A4").contains("page-break-inside: avoid");
            assertThat(html.replace("http://www.w3.org/", "")).doesNotContain("http");
        }
    }

    @Test
    void everyClauseExampleRulingAndContrastHasItsAnchorOnce() throws Exception {
        Book book = Books.of("xymyx");
        List<String> ids = ids(parse(RulebookHtml.render(book)));
        assertThat(ids).doesNotHaveDuplicates();
        Set<String> set = new HashSet<>(ids);
        book.clauses().forEach(c -> assertThat(set).contains(c.id()));
        book.examples().forEach(e -> assertThat(set).contains("example-" + e.id()));
        book.rulings().forEach(r -> assertThat(set).contains("ruling-" + r.example().id()));
        book.contrasts().forEach(c -> assertThat(set).contains("contrast-" + c.id()));
        assertThat(set).contains("xymyx.R2", "example-xymyx-r2-007", "ruling-xymyx-c2-005", "rulings", "edition-differences");
    }

    @Test
    void everyLinkInTheBookPointsAtAnAnchorOfTheBook() throws Exception {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            Document d = parse(RulebookHtml.render(Books.of(ruleset)));
            Set<String> ids = new HashSet<>(ids(d));
            NodeList links = d.getElementsByTagNameNS(XHTML, "a");
            assertThat(links.getLength()).isGreaterThan(300);
            for (int i = 0; i < links.getLength(); i++) {
                String href = ((Element) links.item(i)).getAttribute("href");
                assertThat(href).startsWith("#");
                assertThat(ids).as("target of %s", href).contains(href.substring(1));
            }
        }
    }

    @Test
    void eachTurnExampleHasABoardBeforeWithBothMovesAndABoardAfter() throws Exception {
        Book book = Books.of("xymyx");
        Document d = parse(RulebookHtml.render(book));
        int turns = 0;
        for (Example e : book.examples()) {
            Element div = byId(d, e.anchor());
            assertThat(div).as(e.anchor()).isNotNull();
            NodeList svgs = div.getElementsByTagNameNS(SVG, "svg");
            if (e.play().kind() == Play.Kind.TURN) {
                turns++;
                PlayedTurn t = e.play().lastTurn();
                assertThat(svgs.getLength()).as("boards of %s", e.id()).isEqualTo(t.rejected() ? 1 : 2);
                Element before = (Element) svgs.item(0);
                assertThat(arrows(before)).as("arrows of %s", e.id()).isEqualTo(2);
                assertThat(div.getTextContent()).contains(t.caption());
            } else if (e.play().kind() == Play.Kind.LEGALITY) {
                assertThat(svgs.getLength()).as("boards of %s", e.id()).isEqualTo(1);
            } else {
                assertThat(svgs.getLength()).as("boards of %s", e.id()).isEqualTo(e.play().turns().size() + 1);
            }
        }
        assertThat(turns).isGreaterThan(100);
        Element frozen = byId(d, "example-xymyx-r4-001");
        assertThat(frozen.getElementsByTagNameNS(SVG, "svg").item(1).getTextContent()).isNotNull();
        assertThat(classCount((Element) frozen.getElementsByTagNameNS(SVG, "svg").item(1), "bsvg-frozen")).isEqualTo(1);
        Element ordered = byId(d, "example-xymyx-r1-006");
        assertThat(ordered.getElementsByTagNameNS(SVG, "svg").item(0).getTextContent()).contains("1st");
    }

    @Test
    void clauseIdsInSentencesLinkToTheirClauses() throws Exception {
        String html = RulebookHtml.render(Books.of("xymyx"));
        assertThat(html).contains("so the Rook is removed <span class=\"cite\"><a class=\"ci\" href=\"#xymyx.R2\">(xymyx.R2)</a></span>.");
        int number = Books.of("xymyx").example("xymyx-r2-007").number();
        assertThat(html).contains("<a class=\"ex-num\" href=\"#example-xymyx-r2-007\">Example " + number + "</a>");
    }

    @Test
    void theSampleGameChapterShowsEveryTurnBeforeAndAfter() throws Exception {
        Document d = parse(RulebookHtml.render(Books.of("xymyx-classic")));
        Element chapter = byId(d, "sample-game");
        assertThat(chapter).isNotNull();
        assertThat(chapter.getElementsByTagNameNS(SVG, "svg").getLength()).isEqualTo(8);
        assertThat(chapter.getTextContent()).contains("Qe2-e7").contains("White wins by checkmate.");
    }

    @Test
    void hostileTextFromTheFeatureFilesIsEscaped() throws Exception {
        String hostile = "<script>alert('x')</script> & \"quotes\" ]]> <!-- \u0001";
        Book real = Books.of("xymyx");
        Example e = real.examples().get(0);
        Example evil = new Example(1, e.id(), hostile, List.of(hostile), e.tags(), e.play());
        BookClause c = real.clauses().get(0);
        BookClause evilClause = new BookClause(c.id(), hostile, hostile, List.of(hostile), c.file(), List.of(evil));
        Book book = new Book(real.ruleset(), hostile, hostile, hostile, List.of(evilClause), List.of(), List.of(), null,
                List.of(new SourceNote(hostile, hostile)));
        String html = RulebookHtml.render(book);
        Document d = parse(html);
        assertOnlyTheDesksScripts(d);
        assertThat(html).doesNotContain("<script>").contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quotes&quot; ]]&gt;");
        assertThat(byId(d, e.anchor()).getTextContent()).contains("<script>alert('x')</script> & \"quotes\" ]]> <!-- ");
        String md = RulebookMarkdown.render(book);
        assertThat(md).doesNotContain("<script>").contains("\\<script\\>");
    }

    /** The book's scripts are the three files of the desk beside it (arbiter.desk.DeskFiles), loaded by name, with no code inline. */
    static void assertOnlyTheDesksScripts(Document d) {
        NodeList scripts = d.getElementsByTagNameNS(XHTML, "script");
        List<String> sources = new ArrayList<>();
        for (int i = 0; i < scripts.getLength(); i++) {
            Element script = (Element) scripts.item(i);
            assertThat(script.getTextContent()).as("inline code").isEmpty();
            sources.add(script.getAttribute("src"));
        }
        assertThat(sources).containsExactly(DeskFiles.DATA_SCRIPT, DeskFiles.REFERENCE_SCRIPT, DeskFiles.PAGE_SCRIPT);
    }

    private static int arrows(Element svg) {
        return classCount(svg, "bsvg-arrow-w") + classCount(svg, "bsvg-arrow-b") + classCount(svg, "book-arrow-w") + classCount(svg, "book-arrow-b");
    }

    private static int classCount(Element root, String cls) {
        int n = 0;
        NodeList all = root.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            if (((Element) all.item(i)).getAttribute("class").equals(cls)) {
                n++;
            }
        }
        return n;
    }
}
