package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The chapters that help a reader find their way, in every ruleset's book and in both text
 * formats: the rules at a glance before the examples, the index by clause id at the end, and a
 * rulings chapter in which no paragraph repeats another.
 */
class RulebookChaptersTest {

    private static final String XHTML = "http://www.w3.org/1999/xhtml";

    @Test
    void everyBookHasTheRulesAtAGlanceBeforeTheExamplesWithALineLinkedToEachClause() throws Exception {
        for (Book book : Books.all()) {
            String html = RulebookHtml.render(book);
            Element glance = RulebookHtmlTest.byId(RulebookHtmlTest.parse(html), Glance.ANCHOR);
            assertThat(html.indexOf("id=\"" + Glance.ANCHOR + "\"")).as(book.ruleset()).isLessThan(html.indexOf("class=\"example\""));
            List<String> hrefs = hrefs(glance);
            NodeList lines = glance.getElementsByTagNameNS(XHTML, "dd");
            assertThat(lines.getLength()).as(book.ruleset()).isEqualTo(book.clauses().size());
            for (int i = 0; i < lines.getLength(); i++) {
                String line = lines.item(i).getTextContent();
                assertThat(line).as(book.ruleset() + " clause " + i).isNotBlank().hasSizeLessThanOrEqualTo(Glance.LONGEST + 2);
            }
            String md = RulebookMarkdown.render(book);
            assertThat(md.indexOf("<a id=\"" + Glance.ANCHOR + "\"></a>")).isPositive().isLessThan(md.indexOf("<a id=\"example-"));
            for (BookClause c : book.clauses()) {
                assertThat(hrefs).as(book.ruleset()).contains("#" + c.id());
                assertThat(Glance.line(c)).isNotBlank();
                assertThat(c.statement().get(0)).startsWith(Glance.line(c).replace(" …", ""));
                assertThat(md).contains("- **[" + Md.text(c.id()) + "](#" + c.id() + ")** ");
            }
        }
    }

    @Test
    void everyBookEndsWithAnIndexByClauseIdThatListsTheExamplesCitingEachClause() throws Exception {
        for (Book book : Books.all()) {
            Element index = RulebookHtmlTest.byId(RulebookHtmlTest.parse(RulebookHtml.render(book)), ClauseIndex.ANCHOR);
            List<String> ids = new ArrayList<>();
            NodeList cells = index.getElementsByTagNameNS(XHTML, "td");
            for (int i = 0; i < cells.getLength(); i += 2) {
                ids.add(cells.item(i).getTextContent());
            }
            assertThat(ids).as(book.ruleset()).containsExactlyInAnyOrderElementsOf(book.clauseIds()).isSortedAccordingTo(ClauseIndex::byId);
            List<String> hrefs = hrefs(index);
            for (Example e : book.examples()) {
                assertThat(hrefs).as(book.ruleset() + " " + e.id()).contains("#" + e.anchor());
            }
            assertThat(RulebookMarkdown.render(book)).contains("<a id=\"" + ClauseIndex.ANCHOR + "\"></a>\n\n## " + ClauseIndex.TITLE);
        }
        Book xymyx = Books.of("xymyx");
        ClauseIndex.Entry r2 = ClauseIndex.entries(xymyx).stream().filter(e -> e.clause().id().equals("xymyx.R2")).findFirst().orElseThrow();
        assertThat(r2.examples()).extracting(Example::id).contains("xymyx-r2-007");
        assertThat(ClauseIndex.byId("xymyx.R2", "xymyx.R10")).isNegative();
    }

    @Test
    void noParagraphOfARulingsChapterRepeatsAnotherAndEveryRulingKeepsItsAnchor() throws Exception {
        for (Book book : Books.all()) {
            Document d = RulebookHtmlTest.parse(RulebookHtml.render(book));
            Element chapter = RulebookHtmlTest.byId(d, Anchors.RULINGS);
            List<String> paragraphs = new ArrayList<>();
            NodeList ps = chapter.getElementsByTagNameNS(XHTML, "p");
            for (int i = 0; i < ps.getLength(); i++) {
                paragraphs.add(ps.item(i).getTextContent());
            }
            assertThat(paragraphs).as(book.ruleset()).hasSizeGreaterThan(book.rulings().size()).doesNotHaveDuplicates();
            Set<String> ids = new HashSet<>(RulebookHtmlTest.ids(d));
            book.rulings().forEach(r -> assertThat(ids).contains(r.anchor()));
            String md = RulebookMarkdown.render(book);
            String rulings = md.substring(md.indexOf("## Rulings"), md.indexOf("\n## ", md.indexOf("## Rulings") + 3));
            List<String> mdParagraphs = List.of(rulings.split("\n\n")).stream().filter(p -> !p.startsWith("<a id=")).toList();
            assertThat(mdParagraphs).as(book.ruleset() + " markdown").doesNotHaveDuplicates();
            book.rulings().forEach(r -> assertThat(md).contains("<a id=\"" + r.anchor() + "\"></a>"));
        }
    }

    @Test
    void rulingsThatShareTheirParagraphsAreToldOnceWithAllTheirExamples() {
        List<List<List<Ruling>>> groups = RulingsChapter.groups(Books.of("xymyx").rulings());
        assertThat(groups.stream().mapToInt(g -> g.stream().mapToInt(List::size).sum()).sum()).isEqualTo(Books.of("xymyx").rulings().size());
        assertThat(groups.stream().flatMap(List::stream).anyMatch(c -> c.size() > 1)).as("a ruling shown by several examples").isTrue();
        assertThat(groups).as("fewer rulings told than examples that show them").hasSizeLessThan(Books.of("xymyx").rulings().size());
    }

    private static List<String> hrefs(Element root) {
        List<String> out = new ArrayList<>();
        NodeList links = root.getElementsByTagNameNS(XHTML, "a");
        for (int i = 0; i < links.getLength(); i++) {
            out.add(((Element) links.item(i)).getAttribute("href"));
        }
        return out;
    }
}
