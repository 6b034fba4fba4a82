package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Square;
import arbiter.board.svg.TurnMarks;
import arbiter.rulebook.files.RulebookPdf;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The Zeitgeist diagrams: a bounced piece drawn to the square it went for and back, a piece
 * captured on the square it bounced back to badged as removed, in the HTML board and in lines under
 * the text boards; the legend explains the bounce only in a book that has one.
 */
class ZeitgeistDiagramsTest {

    private static final String ROOKS = "r3k3/8/8/8/8/8/P7/R3K3 w - - 0 1";
    private static final String CAPTURED_HOME = "7k/8/8/8/3b4/P7/7K/R7 w - - 0 1";

    @TempDir
    Path dir;

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void bothBlockedRooksAreMarkedBouncedFromTheirLaunchToTheirAim() {
        TurnMarks m = BookMarks.of(ZeitgeistTurnsTest.turn(ROOKS, "Ra1-a8", "Ra8-a1"));
        assertThat(m.bounced()).containsExactly(new TurnMarks.Bounced(sq("a1"), sq("a8"), Color.WHITE),
                new TurnMarks.Bounced(sq("a8"), sq("a1"), Color.BLACK));
        assertThat(m.stopped()).isEmpty();
        assertThat(m.calledOff()).isEmpty();
        assertThat(m.destroyed()).isEmpty();
    }

    @Test
    void aPieceCapturedWhereItBouncedBackAndThePiecesOfThreeAreMarkedRemoved() {
        TurnMarks home = BookMarks.of(ZeitgeistTurnsTest.turn(CAPTURED_HOME, "Ra1-a5", "Bd4xa1"));
        assertThat(home.bounced()).containsExactly(new TurnMarks.Bounced(sq("a1"), sq("a5"), Color.WHITE));
        assertThat(home.destroyed()).containsExactly(sq("a1"));
        TurnMarks three = BookMarks.of(ZeitgeistTurnsTest.turn("4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1", "Nc3xd5", "e6xd5"));
        assertThat(three.destroyed()).containsExactly(sq("d5"));
        assertThat(three.bounced()).isEmpty();
        TurnMarks plain = BookMarks.of(ZeitgeistTurnsTest.turn("3k4/8/8/8/8/8/8/3QK2r w - - 0 1", "Qd1xd8", "Rh1xe1"));
        assertThat(plain.isEmpty()).as("a King taken where it stood shows in the arrow alone").isTrue();
    }

    @Test
    void theHtmlBoardDrawsTheBounceInsteadOfAPlainArrowAndTheBookStaysPrintable() throws Exception {
        Example e = example(ZeitgeistTurnsTest.turn(CAPTURED_HOME, "Ra1-a5", "Bd4xa1"));
        Document d = RulebookHtmlTest.parse("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + HtmlPlay.render(e, Set.of()) + "</div>");
        Element before = (Element) d.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg").item(0);
        assertThat(classes(before)).contains("bsvg-bounced-w", "bsvg-return", "bsvg-return-head", "bsvg-bounce", "bsvg-destroyed",
                "bsvg-arrow-b").doesNotContain("bsvg-arrow-w", "bsvg-stop", "bsvg-rest");
        Path pdf = dir.resolve("zeitgeist.pdf");
        RulebookPdf.write(RulebookHtml.render(book(e)), pdf);
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes());
    }

    @Test
    void theTextBoardsSayTheBouncesUnderTheDiagrams() {
        String md = MdPlay.render(example(ZeitgeistTurnsTest.turn(ROOKS, "Ra1-a8", "Ra8-a1")).play(), Set.of());
        String fenced = md.substring(md.indexOf("```text"), md.indexOf("```\n", md.indexOf("```text") + 7));
        assertThat(fenced).contains("bounced: White's Rook a1 \u2192 a8, back on a1\n", "bounced: Black's Rook a8 \u2192 a1, back on a8\n")
                .doesNotContain("path of", "destroyed");
        String home = MdPlay.render(example(ZeitgeistTurnsTest.turn(CAPTURED_HOME, "Ra1-a5", "Bd4xa1")).play(), Set.of());
        assertThat(home).contains("bounced: White's Rook a1 \u2192 a5, back on a1\n", "captured after bouncing back: White's Rook on a1\n");
    }

    @Test
    void theLegendExplainsTheBounceOnlyInABookThatHasOne() {
        String html = RulebookHtml.render(book(example(ZeitgeistTurnsTest.turn(ROOKS, "Ra1-a8", "Ra8-a1"))));
        assertThat(html).contains("bounced back to where it started").doesNotContain("A bar across an arrow", "snowflake", "registered first");
        String quiet = RulebookHtml.render(book(example(ZeitgeistTurnsTest.turn("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra1-a2", "Ke8-e7"))));
        assertThat(quiet).doesNotContain("bounced back", "A bar across an arrow");
        assertThat(RulebookHtml.render(Books.of("xymyx"))).doesNotContain("bounced back to where it started");
    }

    private static Book book(Example e) {
        BookClause clause = new BookClause("zeitgeist.2", "Blocked movement", "Blocked movement", List.of("Statement."), "x.feature",
                List.of(e));
        return new Book("zeitgeist", "Zeitgeist", "1", "abc", List.of(clause), List.of(), List.of(), null, List.of());
    }

    private static Example example(PlayedTurn t) {
        return ReferenceTurns.example("zeitgeist", t, "zeitgeist.2");
    }

    private static List<String> classes(Element root) {
        return ReferenceTurns.classes(root);
    }
}
