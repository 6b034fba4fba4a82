package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rulebook.files.RulebookPdf;
import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The RevoChess book played by a stub: the notation chapter with the text's game of three turns
 * (HTML, Markdown, PDF), castling swaps drawn as a double-headed arrow and said under the text
 * boards, and front matter without the words of the simultaneous games.
 */
class RevoChessBookTest {

    static final String GAME = "1. e4 Nf3 .e6 Nc6\n2. d4 d5 .Qf6 Be7\n3. 0-h1 dxc6 .dxc6 0-a8\n";
    private static final String SVG = "http://www.w3.org/2000/svg";

    @TempDir
    Path dir;

    static Play play(String... steps) {
        List<SpecStep> all = new ArrayList<>();
        for (String s : steps) {
            int doc = s.indexOf('\n');
            all.add(doc < 0 ? new SpecStep(s, null, List.of()) : new SpecStep(s.substring(0, doc), s.substring(doc + 1), List.of()));
        }
        return new Replay(PlayingStub.consecutive()).play(new SpecScenario("revochess-notation-001", "The text's game", "", List.of(), 1, false, all));
    }

    static Book book() {
        Play game = play("the ruleset \"revochess\"", "the start position", "the game is played\n" + GAME);
        Example record = new Example(1, "revochess-notation-001", "The text's game", List.of(), List.of("@revochess.notation"), game);
        Play castle = play("the ruleset \"revochess\"", "the position \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 3\"",
                "White plays d2-d4, then 0-h1");
        Example swap = new Example(2, "revochess-castling-001", "A swap", List.of(), List.of("@revochess.castling"), castle);
        List<BookClause> clauses = List.of(new BookClause("revochess.castling", "Free castling", "Castling", List.of("Swap."), "c.feature",
                List.of(swap)), new BookClause("revochess.notation", "The turn notation", "Notation", List.of("Notation."), "n.feature",
                List.of(record)));
        return new Book("revochess", "RevoChess", "1", "abc", clauses, List.of(), List.of(), record, List.of());
    }

    @Test
    void theNotationChapterExplainsTheTextsGameInAllThreeFormats() throws Exception {
        Book book = book();
        assertThat(NotationChapter.applies(book)).isTrue();
        String html = RulebookHtml.render(book);
        String chapter = html.substring(html.indexOf("<h2>The notation</h2>"));
        assertThat(chapter).contains("1. e4 Nf3 .e6 Nc6\n2. d4 d5 .Qf6 Be7\n3. 0-h1 dxc6 .dxc6 0-a8", "<code>0-h1</code>",
                "<code>e1h1</code>", "<code>dxc6</code>", "<td>0-h1 dxc6</td><td>e1h1 d5c6</td>", "Turn 3, Black");
        assertThat(html).contains("href=\"#sample-game\">The notation</a>", "a game of 3 turns").doesNotContain("The sample game");
        String md = RulebookMarkdown.render(book);
        assertThat(md).contains("## The notation", "`0-h1`", "`e1h1`", "3. 0-h1 dxc6 .dxc6 0-a8", "| 3. | White | 0-h1 dxc6 | e1h1 d5c6 |",
                "- [The notation](#sample-game)", "### Turn 3, White");
        Path pdf = dir.resolve("revochess.pdf");
        RulebookPdf.write(html, pdf);
        try (PDDocument d = Loader.loadPDF(Files.readAllBytes(pdf))) {
            String text = new PDFTextStripper().getText(d);
            assertThat(text).contains("The notation", "3. 0-h1 dxc6 .dxc6 0-a8", "e1h1");
        }
    }

    @Test
    void theGamesTurnsAreToldAsOnePlayersTwoMoves() {
        List<PlayedTurn> turns = book().sampleGame().play().turns();
        assertThat(turns).hasSize(6);
        assertThat(Phrase.plain(turns.get(4).sentence())).startsWith("White castles by swapping the King on e1 with the Rook on h1 (0-h1),"
                + " then plays dxc6").contains("White's pawn takes Black's Knight on c6 with the second move");
        assertThat(Phrase.plain(turns.get(5).sentence())).startsWith("Black plays dxc6, then castles with 0-a8, swapping the King on e8 with the"
                + " Rook on a8 (revochess.dual-move, revochess.setup).");
        assertThat(turns.get(5).caption()).isEqualTo("Black: 1. dxc6, 2. 0-a8");
    }

    @Test
    void theGameRecordPutsBothPlayersMovesOfATurnNumberOnOneRow() {
        Example record = book().sampleGame();
        assertThat(record.play().rows()).hasSize(3).allSatisfy(row -> assertThat(row).hasSize(2));
        assertThat(MdPlay.render(record.play(), Set.of())).contains("| 1. | e4, then Nf3 | e6, then Nc6 | White plays e4, then Nf3")
                .contains("| 3. | 0-h1, then dxc6 | dxc6, then 0-a8 |").doesNotContain("does not move");
        assertThat(HtmlPlay.render(record, Set.of())).contains("<td class=\"mv\">Qf6, then Be7</td>").doesNotContain("does not move");
    }

    @Test
    void aCastlingSwapIsADoubleHeadedArrowNumberedAsItsMoveAndALineUnderTheTextBoards() throws Exception {
        Book book = book();
        Example swap = book.example("revochess-castling-001");
        Document d = RulebookHtmlTest.parse("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + HtmlPlay.render(swap, Set.of()) + "</div>");
        Element before = (Element) d.getElementsByTagNameNS(SVG, "svg").item(0);
        List<String> classes = ReferenceTurns.classes(before);
        assertThat(classes).containsOnlyOnce("bsvg-swap-w").containsOnlyOnce("bsvg-arrow-w");
        List<String> labels = new ArrayList<>();
        var all = before.getElementsByTagNameNS(SVG, "g");
        for (int i = 0; i < all.getLength(); i++) {
            if (((Element) all.item(i)).getAttribute("class").equals("bsvg-label")) {
                labels.add(all.item(i).getTextContent());
            }
        }
        assertThat(labels).containsExactlyInAnyOrder("1", "2");
        assertThat(MdPlay.render(swap.play(), Set.of())).contains("swapped (castling, move 2): White's King e1 \u2194 Rook h1");
    }

    @Test
    void theFrontMatterSpeaksOfTurnsOfTwoMovesAndOfSwaps() {
        String html = RulebookHtml.render(book());
        String front = html.substring(0, html.indexOf("id=\"contents\""));
        assertThat(front).contains("each turn is two moves of one player", "An arrow with a head at each end joins a King and its own Rook")
                .doesNotContain("Simultaneous", "both players", "registered", "1st", "long algebraic");
        assertThat(RulebookHtml.render(Books.of("xymyx"))).contains("Simultaneous-move chess").doesNotContain("head at each end");
    }
}
