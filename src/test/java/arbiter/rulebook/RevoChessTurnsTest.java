package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.TurnPlan;
import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import arbiter.rulebook.story.Sentences;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The RevoChess book's sentences, from hand-made answers of a stub that plays each move on the
 * board the one before left: one player's two moves, what the first did for the second, castling
 * as a swap once a game, a King taken with the first move; never a registration order, a check or
 * both players moving at once.
 */
class RevoChessTurnsTest {

    private static final List<String> FOREIGN = List.of("registered", "same instant", "at the same time", "both players", "check",
            "Black does not move", "O-O", "goes from e1 to g1");

    static Event event(EventKind kind, Side side, PieceKind piece, String square, String from, String clause) {
        return new Event(kind, side, piece, square, from, List.of(clause));
    }

    static Event moved(Side side, PieceKind piece, String from, String to) {
        return event(EventKind.MOVED, side, piece, to, from, "revochess.dual-move");
    }

    /** The sentence of "{@code side} plays {@code moves}" from {@code fen}, the stub answering {@code events} and {@code outcome}. */
    static PlayedTurn turn(String fen, String sentence, Outcome outcome, Event... events) {
        List<SpecStep> steps = List.of(new SpecStep("the ruleset \"revochess\"", null, List.of()),
                new SpecStep("the position \"" + fen + "\"", null, List.of()), new SpecStep(sentence, null, List.of()));
        return new Replay(events.length == 0 ? PlayingStub.consecutive() : new PlayingStub(List.of(events), outcome))
                .play(new SpecScenario("revochess-t-1", "a turn", "", List.of("@revochess.dual-move"), 1, false, steps)).lastTurn();
    }

    static String told(String fen, String sentence, Outcome outcome, Event... events) {
        String text = Phrase.plain(turn(fen, sentence, outcome, events).sentence());
        assertThat(text).doesNotContain(FOREIGN);
        return text;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            two moves | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 | White plays e2-e4, then Ng1-f3 | White plays e2-e4, then Ng1-f3 (revochess.dual-move).
            a way opened | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 | White plays e2-e3, then Bf1-c4 | White plays e2-e3, then Bf1-c4 (revochess.dual-move). The pawn's step from e2 opens the way for the Bishop on f1, which goes on to c4 with the second move (revochess.dual-move).
            a piece twice | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1 | Black plays Ng8-f6, then Nf6-e4 | Black plays Ng8-f6, then Nf6-e4 (revochess.dual-move). Black's Knight moves twice: from g8 to f6, then on to e4 (revochess.dual-move).
            a capture | 3k4/8/8/8/8/8/p7/3QK3 w - - 0 5 | White plays Qd1xa2, then Qa2-d5 | White plays Qd1xa2, then Qa2-d5 (revochess.dual-move, revochess.setup). White's Queen takes Black's pawn on a2 with the first move (revochess.dual-move, revochess.setup). White's Queen moves twice: from d1 to a2, then on to d5 (revochess.dual-move).
            a way opened by a piece | 4k3/8/8/8/8/8/8/4K1NR w - - 0 5 | White plays Ng1-f3, then Rh1-f1 | White plays Ng1-f3, then Rh1-f1 (revochess.dual-move). The Knight's move from g1 opens the way for the Rook on h1, which goes on to f1 with the second move (revochess.dual-move).
            """)
    void aTurnIsOnePlayersMovesOneAfterTheOther(String name, String fen, String sentence, String expected) {
        assertThat(told(fen, sentence, Outcome.ONGOING)).startsWith(expected);
    }

    @Test
    void aPawnPromotedWithTheFirstMoveMovesOnAsItsNewPieceWithTheSecond() {
        String fen = "k7/4P3/8/8/r7/8/8/4K3 w - - 0 5";
        assertThat(told(fen, "White plays e7-e8=Q, then Qe8xa4", Outcome.ONGOING, moved(Side.WHITE, PieceKind.PAWN, "e7", "e8"),
                event(EventKind.PROMOTED, Side.WHITE, PieceKind.QUEEN, "e8", null, "revochess.setup"),
                moved(Side.WHITE, PieceKind.QUEEN, "e8", "a4"), event(EventKind.CAPTURED, Side.BLACK, PieceKind.ROOK, "a4", null, "revochess.setup")))
                .isEqualTo("White plays e7-e8=Q, then Qe8xa4 (revochess.dual-move, revochess.setup). White's pawn reaches e8 with the first"
                        + " move and becomes a Queen (revochess.dual-move, revochess.setup). The Queen, promoted on e8 with the first move,"
                        + " takes on a4 with the second (revochess.dual-move, revochess.setup).");
    }

    @Test
    void castlingIsASwapOfTheKingWithItsRookOnceAGame() {
        String fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 3";
        assertThat(told(fen, "White plays 0-h1, then d2-d4", Outcome.ONGOING, moved(Side.WHITE, PieceKind.KING, "e1", "h1"),
                moved(Side.WHITE, PieceKind.ROOK, "h1", "e1"), event(EventKind.CASTLED, Side.WHITE, PieceKind.KING, "h1", "e1", "revochess.castling"),
                moved(Side.WHITE, PieceKind.PAWN, "d2", "d4")))
                .isEqualTo("White castles by swapping the King on e1 with the Rook on h1 (0-h1), then plays d2-d4 (revochess.dual-move)."
                        + " The swap is White's one castling of the game (revochess.dual-move, revochess.castling).");
    }

    @Test
    void aCastlingMayBeTheSecondMoveAndThePieceSwappedMayMoveOn() {
        String fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b - - 0 3";
        assertThat(told(fen, "Black plays d7-d5, then 0-a8", Outcome.ONGOING, moved(Side.BLACK, PieceKind.PAWN, "d7", "d5"),
                moved(Side.BLACK, PieceKind.KING, "e8", "a8"), moved(Side.BLACK, PieceKind.ROOK, "a8", "e8"),
                event(EventKind.CASTLED, Side.BLACK, PieceKind.KING, "a8", "e8", "revochess.castling")))
                .startsWith("Black plays d7-d5, then castles with 0-a8, swapping the King on e8 with the Rook on a8 (revochess.dual-move).");
        String white = "4k3/8/8/8/8/8/8/4K2R w - - 0 3";
        assertThat(told(white, "White plays 0-h1, then Re1-e7", Outcome.ONGOING, moved(Side.WHITE, PieceKind.KING, "e1", "h1"),
                moved(Side.WHITE, PieceKind.ROOK, "h1", "e1"), event(EventKind.CASTLED, Side.WHITE, PieceKind.KING, "h1", "e1", "revochess.castling"),
                moved(Side.WHITE, PieceKind.ROOK, "e1", "e7")))
                .contains("The Rook, on e1 after the swap, goes on to e7 with the second move (revochess.dual-move).");
    }

    @Test
    void aKingTakenWithTheFirstMoveEndsTheGameAndTheTurnThere() {
        String fen = "4k3/8/8/8/8/8/8/3QK3 w - - 0 5";
        assertThat(told(fen.replace("4k3", "3k4"), "White plays Qd1xd8 and Black does not move", Outcome.win(Side.WHITE, "king-captured"),
                moved(Side.WHITE, PieceKind.QUEEN, "d1", "d8"), event(EventKind.KING_CAPTURED, Side.BLACK, PieceKind.KING, "d8", null,
                        "revochess.victory"))).isEqualTo("White's first move, Qd1xd8, takes Black's King on d8: White wins at once, and the"
                        + " turn has no second move (revochess.dual-move, revochess.victory).");
    }

    @Test
    void aKingTakenWithTheSecondMoveIsToldWithItsMove() {
        String fen = "3k4/8/8/8/8/8/p7/3QK3 w - - 0 5";
        assertThat(told(fen, "White plays Ke1-e2, then Qd1xd8", Outcome.win(Side.WHITE, "king-captured"),
                moved(Side.WHITE, PieceKind.KING, "e1", "e2"), moved(Side.WHITE, PieceKind.QUEEN, "d1", "d8"),
                event(EventKind.KING_CAPTURED, Side.BLACK, PieceKind.KING, "d8", null, "revochess.victory")))
                .isEqualTo("White plays Ke1-e2, then Qd1xd8 (revochess.dual-move, revochess.victory). White's Queen takes Black's King on d8"
                        + " with the second move (revochess.dual-move, revochess.victory). White wins by capturing the King.");
    }

    @Test
    void aDrawForWantOfMaterialSpeaksOfTakingAKingNotOfMate() {
        String fen = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 9";
        String text = told(fen, "White plays Ng1-f3, then Nf3-g5", Outcome.draw("insufficient-material"),
                moved(Side.WHITE, PieceKind.KNIGHT, "g1", "f3"), moved(Side.WHITE, PieceKind.KNIGHT, "f3", "g5"));
        assertThat(text).endsWith("The game is drawn for want of material: neither side can force the capture of a King.")
                .doesNotContain("checkmate", "to mate");
        assertThat(OutcomeWords.of(Outcome.draw("insufficient-material"))).isEqualTo("the game is drawn for want of material to mate");
    }

    @Test
    void aPlayerWithoutALegalMovePassesAndOneBoxedInAfterTheFirstMoveStopsThere() {
        String fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 9";
        PlayedTurn pass = new PlayedTurn(1, List.of(), List.of(), TurnPlan.Order.NONE, fen, List.of(), List.of(), fen, List.of(), List.of());
        List<Phrase> said = Sentences.of(Fen.parse(fen), new TurnResult.Resolved(fen, List.of(), Outcome.ONGOING, List.of()), null, pass,
                GameBooks.of("revochess").telling());
        assertThat(Phrase.plain(said)).isEqualTo("Black has no legal move and passes. The game goes on.");
        assertThat(told("4k3/8/8/8/8/8/8/4K3 w - - 0 9", "White plays Ke1-e2 and Black does not move", Outcome.ONGOING,
                moved(Side.WHITE, PieceKind.KING, "e1", "e2"))).isEqualTo("White plays Ke1-e2 and has no legal move left for a second"
                        + " one (revochess.dual-move).");
    }
}
