package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Square;
import arbiter.board.svg.TurnMarks;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The SimulChess diagrams: a stopped slow piece drawn to where it stopped with the rest of its way
 * dashed, moves called off faded and crossed, destroyed pieces badged, in the HTML board and in
 * lines under the text boards; the legend explains them only in a book that has them.
 */
class SimulChessDiagramsTest {

    private static final String ROOK_STOPPED = "r5k1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1";

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void anInterceptedRookIsMarkedStoppedOnTheInterceptionSquareAimingAtItsTarget() {
        TurnMarks m = BookMarks.of(SimulChessTurnsTest.turn(ROOK_STOPPED, "Ra1-a8", "Nb6-a4"));
        assertThat(m.stopped()).containsExactly(new TurnMarks.Stopped(sq("a1"), sq("a4"), sq("a8"), Color.WHITE));
        assertThat(m.destroyed()).containsExactly(sq("a4"));
        assertThat(m.calledOff()).isEmpty();
    }

    @Test
    void aKingInThePathStopsTheRookWhereItLandsAndCalledOffMovesAreMarked() {
        TurnMarks king = BookMarks.of(SimulChessTurnsTest.turn("8/p3kppp/7R/8/8/8/P4PPP/6K1 w - - 0 1", "Rh6-a6", "Ke7-d6"));
        assertThat(king.stopped()).containsExactly(new TurnMarks.Stopped(sq("h6"), sq("d6"), sq("a6"), Color.WHITE));
        TurnMarks castling = BookMarks.of(SimulChessTurnsTest.turn("6k1/p4ppp/8/3b4/8/8/P4PPP/4K2R w K - 0 1", "O-O", "Bd5-c4"));
        assertThat(castling.calledOff()).containsExactly(new TurnMarks.CalledOff(sq("e1"), sq("g1"), Color.WHITE));
        TurnMarks mated = BookMarks.of(SimulChessTurnsTest.turn("4R2k/p5pp/8/8/8/8/P4PPP/6K1 w - - 0 1", "Kg1-f1", "a7-a6"));
        assertThat(mated.calledOff()).containsExactly(new TurnMarks.CalledOff(sq("g1"), sq("f1"), Color.WHITE),
                new TurnMarks.CalledOff(sq("a7"), sq("a6"), Color.BLACK));
        TurnMarks quiet = BookMarks.of(SimulChessTurnsTest.turn("6k1/p4ppp/8/3b4/8/8/P4PPP/4K2R w K - 0 1", "O-O", "a7-a6"));
        assertThat(quiet.isEmpty()).isTrue();
    }

    @Test
    void theHtmlBoardDrawsTheStoppedRookInsteadOfAPlainArrowAndStaysWellFormed() throws Exception {
        Example e = example(SimulChessTurnsTest.turn(ROOK_STOPPED, "Ra1-a8", "Nb6-a4"));
        Document d = RulebookHtmlTest.parse("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + HtmlPlay.render(e, Set.of()) + "</div>");
        Element before = (Element) d.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg").item(0);
        assertThat(classes(before)).contains("bsvg-stopped-w", "bsvg-rest", "bsvg-aim", "bsvg-stop", "bsvg-destroyed", "bsvg-arrow-b")
                .doesNotContain("bsvg-arrow-w");
    }

    @Test
    void theTextBoardsSayThePathUnderTheDiagrams() {
        String md = MdPlay.render(example(SimulChessTurnsTest.turn(ROOK_STOPPED, "Ra1-a8", "Nb6-a4")).play(), Set.of());
        String fenced = md.substring(md.indexOf("```text"), md.indexOf("```\n", md.indexOf("```text") + 7));
        assertThat(fenced).contains("path of White's Rook: a1 \u2192 a2, a3, a4 (stopped on a4; aimed at a8)\n",
                "destroyed: Black's Knight on a4\n");
        String cancelled = MdPlay.render(example(SimulChessTurnsTest.turn("5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1", "Ne4xf6",
                "Bb7xe4")).play(), Set.of());
        assertThat(cancelled).contains("called off: White's Knight e4 \u2192 f6\n");
    }

    @Test
    void theLegendExplainsTheMarksOnlyInABookThatHasThem() {
        Example e = example(SimulChessTurnsTest.turn(ROOK_STOPPED, "Ra1-a8", "Nb6-a4"));
        BookClause clause = new BookClause("simulchess.interception", "Interception", "Interception", List.of("Statement."), "x.feature",
                List.of(e));
        Book book = new Book("simulchess", "SimulChess", "1", "abc", List.of(clause), List.of(), List.of(), null, List.of());
        assertThat(RulebookHtml.render(book)).contains("A bar across an arrow marks where a slow piece was stopped")
                .doesNotContain("snowflake", "registered first");
        assertThat(RulebookMarkdown.render(book)).startsWith("# SimulChess: the rulebook\n");
        assertThat(RulebookHtml.render(Books.of("xymyx"))).doesNotContain("A bar across an arrow");
    }

    private static Example example(PlayedTurn t) {
        return ReferenceTurns.example("simulchess", t, "simulchess.interception");
    }

    private static List<String> classes(Element root) {
        return ReferenceTurns.classes(root);
    }
}
