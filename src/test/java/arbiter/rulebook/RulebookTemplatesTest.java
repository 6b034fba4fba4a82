package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The chapters the templates write beyond the clauses (rulings, sample game) print a feature file's
 * hostile text as text: the book stays well-formed and nothing in it becomes markup.
 */
class RulebookTemplatesTest {

    private static final String HOSTILE = "<script>alert('x')</script> & \"quotes\" ]]> <!-- \u0001";
    private static final String SHOWN = "<script>alert('x')</script> & \"quotes\" ]]> <!-- ";

    @Test
    void hostileTextInRulingsAndTheSampleGameStaysText() throws Exception {
        Book real = Books.of("xymyx");
        Example e = real.examples().get(0);
        List<String> tags = new ArrayList<>(e.tags());
        tags.add("@ruling");
        Example evil = new Example(1, e.id(), HOSTILE, List.of(HOSTILE), tags, e.play());
        BookClause c = real.clauses().get(0);
        BookClause clause = new BookClause(c.id(), c.heading(), c.reminder(), List.of(HOSTILE), c.file(), List.of(evil));
        Book book = new Book(real.ruleset(), real.edition(), real.version(), real.commit(), List.of(clause),
                List.of(new Ruling(evil, HOSTILE, HOSTILE, HOSTILE)), List.of(), evil, List.of());

        String html = RulebookHtml.render(book);
        Document d = RulebookHtmlTest.parse(html);

        RulebookHtmlTest.assertOnlyTheDesksScripts(d);
        assertThat(html).doesNotContain("<script>").doesNotContain("\u0001");
        assertThat(RulebookHtmlTest.byId(d, Anchors.RULINGS).getTextContent())
                .contains("The text. " + SHOWN, "The ruling. " + SHOWN, "Other readings. " + SHOWN);
        assertThat(RulebookHtmlTest.byId(d, Anchors.SAMPLE_GAME).getTextContent()).contains(SHOWN);
    }
}
