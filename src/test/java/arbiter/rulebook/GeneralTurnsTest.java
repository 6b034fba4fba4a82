package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.rulebook.files.RulebookPdf;
import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import arbiter.suite.Target;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Turns other than one move each in the rulebook: a player's two moves, a player who does not
 * move, moves registered at the same instant, games with their history, and the event kinds and
 * outcomes of the rulesets to come, replayed and drawn.
 */
class GeneralTurnsTest {

    private static final String PAWNS = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1";
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @TempDir
    Path dir;

    private static Play play(Implementation implementation, String... steps) {
        List<SpecStep> all = new ArrayList<>();
        for (String s : steps) {
            int doc = s.indexOf('\n');
            all.add(doc < 0 ? new SpecStep(s, null, List.of()) : new SpecStep(s.substring(0, doc), s.substring(doc + 1), List.of()));
        }
        return new Replay(implementation).play(new SpecScenario("stub-1", "a turn", "", List.of("@stub.R1"), 1, false, all));
    }

    @Test
    void aPlayersSecondMoveIsReadOnTheBoardTheFirstLeftAndNobodyRegisteredFirst() {
        PlayingStub stub = new PlayingStub();
        PlayedTurn t = play(stub, "the ruleset \"stub\"", "the position \"" + PAWNS + "\"", "White plays e2-e4, then e4-e5").lastTurn();
        assertThat(stub.asked).hasSize(1);
        Turn asked = stub.asked.get(0);
        assertThat(asked.whiteMoves()).containsExactly("e2e4", "e4e5");
        assertThat(asked.blackMoves()).isEmpty();
        assertThat(asked.first()).isNull();
        assertThat(t.white()).containsExactly("e2-e4", "e4-e5");
        assertThat(t.orderWord()).isEqualTo("none");
        assertThat(t.caption()).isEqualTo("White: 1. e2-e4, 2. e4-e5");
        assertThat(Phrase.plain(t.sentence())).isEqualTo("White's two moves are carried out and nothing else happens.");
    }

    @Test
    void aPlayerWhoDoesNotMoveIsSaidPlainly() {
        PlayingStub stub = new PlayingStub();
        PlayedTurn t = play(stub, "the ruleset \"stub\"", "the position \"" + PAWNS + "\"", "Black plays e7-e5 and White does not move")
                .lastTurn();
        assertThat(stub.asked.get(0).whiteMoves()).isEmpty();
        assertThat(stub.asked.get(0).blackMoves()).containsExactly("e7e5");
        assertThat(t.caption()).isEqualTo("White does not move \u00b7 Black: e7-e5");
        assertThat(Phrase.plain(t.sentence())).isEqualTo("Black's move is carried out and nothing else happens.");
    }

    @Test
    void movesRegisteredAtTheSameInstantAreResolvedWithoutAFirstPlayerAndSaidSo() {
        PlayingStub stub = new PlayingStub();
        PlayedTurn t = play(stub, "the ruleset \"stub\"", "the position \"" + PAWNS + "\"",
                "White plays e2-e4 and Black plays e7-e5 at the same instant").lastTurn();
        assertThat(stub.asked).extracting(Turn::first).containsExactly((Side) null);
        assertThat(t.caption()).isEqualTo("White: e2-e4 \u00b7 Black: e7-e5 (registered at the same instant)");
        assertThat(Phrase.plain(t.sentence())).startsWith("White and Black registered at the same instant. Both moves are carried out");
    }

    @Test
    void equalPiecesArrivingAtTheSameInstantAreBothRemoved() {
        PlayedTurn t = play(Target.find(Target.REFERENCE), "the ruleset \"xymyx\"", "the position \"4k3/8/8/8/7r/8/8/R3K3 w - - 0 1\"",
                "White plays Ra1-a4 and Black plays Rh4-a4 at the same instant").lastTurn();
        assertThat(Phrase.plain(t.sentence())).contains("White's Rook and Black's Rook both reach a4 at the same instant; both are"
                + " Rooks and nobody registered first, so both are removed").doesNotContain("White and Black registered");
        assertThat(t.after()).startsWith("4k3/8/8/8/8/8/8/4K3 ");
    }

    @Test
    void aGameCarriesThePositionsBeforeEachEarlierTurnAndPlaysOneSidedTurnsWithoutAnOrder() {
        PlayingStub stub = new PlayingStub();
        Play game = play(stub, "the ruleset \"stub\"", "the start position", "the game is played\n1. e2-e4 e7-e5\n2. -- Ng8-f6\n");
        assertThat(stub.asked).extracting(t -> t.history().size()).containsExactly(0, 1);
        assertThat(stub.asked.get(1).history()).containsExactly(START);
        assertThat(stub.asked.get(1).position()).isEqualTo(game.turns().get(0).after());
        assertThat(stub.asked.get(0).first()).isEqualTo(Side.WHITE);
        assertThat(stub.asked.get(1).first()).isNull();
        assertThat(HtmlPlay.mark(game.turns().get(1), arbiter.board.Color.WHITE)).isEqualTo("does not move");
    }

    @Test
    void aTwoMoveGameNamesTheHalvesThatShareATurnNumber() {
        PlayingStub stub = new PlayingStub();
        Play game = play(stub, "the ruleset \"stub\"", "the start position",
                "the game is played\n1. e2-e4 Ng1-f3 .e7-e6 Nb8-c6\n2. Nf3-g5 Bf1-c4 .\n");
        assertThat(stub.asked).extracting(t -> t.history().size()).containsExactly(0, 1, 2);
        assertThat(game.turns()).extracting(game::label).containsExactly("1, White", "1, Black", "2");
        assertThat(MdChapters.record(game.turns())).isEqualTo("1. e2-e4 Ng1-f3 .e7-e6 Nb8-c6\n2. Nf3-g5 Bf1-c4 .");
        Example e = new Example(1, "stub-1", "A game", List.of(), List.of("@stub.R1"), game);
        assertThat(HtmlPlay.render(e, Set.of())).contains("After 1, White", "After 1, Black", "e2-e4, then Ng1-f3", "does not move");
        assertThat(MdPlay.render(game, Set.of())).contains("After 1, White", "e2-e4, then Ng1-f3");
    }

    private static String told(Outcome outcome, Event... events) {
        PlayingStub stub = new PlayingStub(Arrays.asList(events), outcome);
        return Phrase.plain(play(stub, "the ruleset \"stub\"", "the position \"" + PAWNS + "\"",
                "White plays e2-e4 and Black does not move").lastTurn().sentence());
    }

    private static Event event(EventKind kind, Side side, PieceKind piece, String square, String from) {
        return new Event(kind, side, piece, square, from, List.of("stub.R" + (kind.ordinal() + 1)));
    }

    @Test
    void theNewEventKindsAreToldInWords() {
        Outcome on = Outcome.ONGOING;
        assertThat(told(on, event(EventKind.BOUNCED, Side.WHITE, PieceKind.KNIGHT, "d5", "b4")))
                .startsWith("White's Knight aims at d5 but bounces back to b4 (stub.R10).");
        assertThat(told(on, event(EventKind.INTERCEPTED, Side.WHITE, PieceKind.ROOK, "a4", "a1"),
                event(EventKind.DESTROYED, Side.BLACK, PieceKind.KNIGHT, "a3", null)))
                .startsWith("White's Rook from a1 is stopped on a4 by Black's Knight on a3, which is destroyed (stub.R11, stub.R14).");
        assertThat(told(on, event(EventKind.CAPTURE_CANCELLED, Side.WHITE, PieceKind.BISHOP, "h6", "c1")))
                .startsWith("White's Bishop on c1 does not take on h6: the capture is cancelled, as c1 is attacked (stub.R12).");
        assertThat(told(on, event(EventKind.CHAIN_CAPTURE, Side.BLACK, PieceKind.KNIGHT, "d5", null)))
                .startsWith("Black's Knight on d5 is taken by a piece whose own square falls in the same turn: a chain capture (stub.R13).");
        assertThat(told(on, event(EventKind.DESTROYED, Side.WHITE, PieceKind.ROOK, "d4", null),
                event(EventKind.DESTROYED, Side.BLACK, PieceKind.BISHOP, "e5", null)))
                .startsWith("White's Rook and Black's Bishop destroy each other on d4 and e5 (stub.R14).");
        assertThat(told(on, event(EventKind.MOVED, Side.WHITE, PieceKind.KING, "h1", "e1"),
                event(EventKind.MOVED, Side.WHITE, PieceKind.ROOK, "e1", "h1"), event(EventKind.CASTLED, Side.WHITE, PieceKind.KING, "h1", "e1")))
                .startsWith("White castles: the King goes from e1 to h1 and the Rook from h1 to e1 (stub.R15).");
        assertThat(told(on, event(EventKind.MOVED, Side.WHITE, PieceKind.QUEEN, "e8", "e2"),
                event(EventKind.KING_CAPTURED, Side.BLACK, PieceKind.KING, "e8", null)))
                .as("an ordinary capture of the King cites no clause; the outcome says what it decides")
                .startsWith("White's Queen takes Black's King on e8.");
    }

    @Test
    void theNewOutcomesAreSaidInWords() {
        assertThat(told(Outcome.bothLose("king-captured"))).endsWith(" Both players lose by King capture.");
        assertThat(told(Outcome.bothLose("two-turns-in-check")))
                .endsWith(" Both players lose, each King having been in check two turns in a row.");
        assertThat(told(Outcome.draw("repetition"))).endsWith(" The game is drawn by repetition: the same position stands for the third time.");
        assertThat(told(Outcome.draw("king-collision"))).endsWith(" The game is drawn by King collision: both Kings went for one square.");
        assertThat(told(Outcome.win(Side.WHITE, "king-captured"))).endsWith(" White wins by capturing the King.");
        assertThat(told(Outcome.win(Side.BLACK, "two-turns-in-check")))
                .endsWith(" Black wins, White's King having been in check two turns in a row.");
    }

    @Test
    void aPlayersTwoMovesAreNumberedArrowsInTheHtmlTheMarkdownAndThePdf() throws Exception {
        Play play = play(new PlayingStub(), "the ruleset \"stub\"", "the position \"" + PAWNS + "\"", "White plays e2-e4, then e4-e5");
        Example e = new Example(1, "stub-1", "Two moves", List.of(), List.of("@stub.R1"), play);
        Document d = RulebookHtmlTest.parse("<div xmlns=\"http://www.w3.org/1999/xhtml\">" + HtmlPlay.render(e, Set.of()) + "</div>");
        Element before = (Element) d.getElementsByTagNameNS("http://www.w3.org/2000/svg", "svg").item(0);
        assertThat(ofClass(before, "bsvg-arrow-w").size() + ofClass(before, "book-arrow-w").size()).as("e2-e4 and the one-square e4-e5").isEqualTo(2);
        assertThat(ofClass(before, "bsvg-arrow-b")).isEmpty();
        assertThat(ofClass(before, "bsvg-label")).extracting(Element::getTextContent).containsExactly("1", "2");
        assertThat(d.getDocumentElement().getTextContent()).contains("White: 1. e2-e4, 2. e4-e5").doesNotContain("Black does not move");
        assertThat(MdPlay.render(play, Set.of())).contains("White: 1. e2-e4, 2. e4-e5\n").doesNotContain("Black does not move");
        BookClause clause = new BookClause("stub.R1", "Rule 1", "Rule 1", List.of("Statement."), "stub.feature", List.of(e));
        Book book = new Book("stub", "Stub", "1", "abc", List.of(clause), List.of(), List.of(), null, List.of());
        assertThat(RulebookHtml.render(book)).contains("discs 1 and 2 a player's two moves in the order played");
        assertThat(RulebookHtml.render(Books.of("xymyx"))).doesNotContain("discs 1 and 2");
        Path pdf = dir.resolve("stub.pdf");
        RulebookPdf.write(RulebookHtml.render(book), pdf);
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes());
    }

    private static List<Element> ofClass(Element root, String cls) {
        List<Element> out = new ArrayList<>();
        NodeList all = root.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            if (((Element) all.item(i)).getAttribute("class").equals(cls)) {
                out.add((Element) all.item(i));
            }
        }
        return out;
    }
}
