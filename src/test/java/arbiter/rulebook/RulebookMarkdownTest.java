package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The Markdown book: the same anchors as the HTML book, text diagrams, sentences with linked clauses. */
class RulebookMarkdownTest {

    private static final Pattern ANCHOR = Pattern.compile("<a id=\"([^\"]+)\"></a>");

    @Test
    void theMarkdownHasTheSameAnchorsAsTheHtml() throws Exception {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            Book book = Books.of(ruleset);
            List<String> md = new ArrayList<>();
            Matcher m = ANCHOR.matcher(RulebookMarkdown.render(book));
            while (m.find()) {
                md.add(m.group(1));
            }
            List<String> html = RulebookHtmlTest.ids(RulebookHtmlTest.parse(RulebookHtml.render(book)));
            assertThat(md).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(html);
        }
    }

    @Test
    void anExampleShowsBothDiagramsSideBySideItsMovesAndItsSentence() {
        String md = RulebookMarkdown.render(Books.of("xymyx"));
        int at = md.indexOf("<a id=\"example-xymyx-r2-001\"></a>");
        String example = md.substring(at, md.indexOf("<a id=", at + 10));
        int number = Books.of("xymyx").example("xymyx-r2-001").number();
        assertThat(example).contains("### [Example " + number + "](#example-xymyx-r2-001) · A Queen beats a Rook to an empty square")
                .contains("Before                   After")
                .contains("5 r . . . . . . . 5      5 . . . Q . . . . 5")
                .contains("White: Qd1-d5 · Black: Ra5-d5")
                .contains("so the Rook is removed ([xymyx.R2](#xymyx.R2)).").doesNotContain("removed ([xymyx.R2](#xymyx.R2)). The game goes on.");
    }

    @Test
    void theEditionDifferencesAreTables() {
        String md = RulebookMarkdown.render(Books.of("xymyx-classic"));
        String chapter = md.substring(md.indexOf("<a id=\"edition-differences\"></a>"));
        assertThat(chapter).contains("| XYMYX, current edition (`xymyx`) | XYMYX, classic edition (`xymyx-classic`) |")
                .contains("White wins by checkmate.");
        assertThat(md).contains("<a id=\"sample-game\"></a>");
    }
}
