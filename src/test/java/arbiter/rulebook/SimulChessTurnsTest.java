package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.Target;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The SimulChess book's sentences, each turn played by the reference from a scenario's position:
 * collisions without ranks or registration order, interceptions, base attacks, chain captures,
 * prevented castlings, and Kings checkmated before or by the turn.
 */
class SimulChessTurnsTest {

    /** The sentence of one SimulChess turn, e.g. {@code told(fen, "Ra1-a8", "Nb6-a4")}. */
    static String told(String fen, String white, String black) {
        return Phrase.plain(turn(fen, white, black).sentence());
    }

    static PlayedTurn turn(String fen, String white, String black) {
        String moves = black == null ? "White plays " + white + " and Black does not move" : "White plays " + white + " and Black plays " + black;
        List<SpecStep> steps = List.of(new SpecStep("the ruleset \"simulchess\"", null, List.of()),
                new SpecStep("the position \"" + fen + "\"", null, List.of()), new SpecStep(moves, null, List.of()));
        return new Replay(Target.find(Target.REFERENCE)).play(new SpecScenario("sc-1", "a turn", "", List.of(), 1, false, steps))
                .lastTurn();
    }

    @Test
    void collisionsAreToldWithoutRanksOrRegistrationOrder() {
        assertThat(told("4r1k1/p4ppp/8/8/8/5N2/P4PPP/6K1 w - - 0 1", "Nf3-e5", "Re8-e5"))
                .startsWith("White's Knight and Black's Rook both land on e5 and collide: both are removed (simulchess.collision")
                .doesNotContain("outranks", "registered", "same instant");
        assertThat(told("1r3k2/p6p/6n1/8/3K4/8/P6P/1R6 w - - 0 1", "Kd4-e5", "Ng6-e5"))
                .startsWith("White's King and Black's Knight both land on e5 and collide: the King survives and the Knight is removed");
    }

    @Test
    void twoKingsGoingForOneSquareBothStayHomeAndTheGameIsDrawn() {
        assertThat(told("1r6/p6p/5k2/8/3K4/8/P6P/1R6 w - - 0 1", "Kd4-e5", "Kf6-e5"))
                .startsWith("White's King and Black's King both go for e5 and collide: neither gets the square, so both stay on d4 and f6."
                        + " The game is drawn by King collision: both Kings went for one square")
                .doesNotContain("carried out");
    }

    @Test
    void aKingCheckmatedWhenTheTurnStartsMeansNoMoveIsPlayed() {
        assertThat(told("4R2k/p5pp/8/8/8/8/P4PPP/6K1 w - - 0 1", "Kg1-f1", "a7-a6"))
                .isEqualTo("No move is played: when the turn starts, Black's King on h8 is already checkmated by White's Rook on e8"
                        + " (simulchess.checkmate). White wins by checkmate.");
        assertThat(told("7k/1p4pp/8/8/8/8/P4PPP/4R1K1 w - - 0 1", "Re1-e8", "b7-b6"))
                .startsWith("White's Rook on e8 checks Black's King on h8, which has no way out: checkmate (simulchess.checkmate).")
                .doesNotContain("nothing else happens");
        assertThat(told("7k/p5pp/8/2Q1r3/8/8/P4PPP/7K w - - 0 1", "Qc5-f8", "Re5-e1"))
                .contains("Black's Rook on e1 checks White's King on h1, which has no way out: checkmate",
                        "White's Queen on f8 checks Black's King on h8, which has no way out: checkmate")
                .endsWith("The game is drawn by mutual checkmate.");
    }

    @Test
    void aSlowPieceTakenOnItsSquareStillTakesItsTarget() {
        assertThat(told("3r2k1/pp3ppp/8/8/8/1Pn5/P4PPP/3Q1RK1 w - - 0 1", "Qd1xd8", "Nc3xd1"))
                .startsWith("White's Queen takes Black's Rook on d8 although her own square d1 falls to Black's Knight: a chain capture"
                        + " (simulchess.chain-capture). Black's Knight takes White's Queen on d1");
        assertThat(told("3q2k1/pp3ppp/8/8/8/8/PP3PPP/3Q2K1 w - - 0 1", "Qd1xd8", "Qd8xd1"))
                .startsWith("White's Queen from d1 and Black's Queen from d8 take each other: both captures stand, and both Queens are gone")
                .doesNotContain("is taken by a piece whose own square falls");
        assertThat(told("3k4/pp3ppp/8/8/8/1Pn5/P4PPP/3Q2K1 w - - 0 1", "Qd1xd8", "Nc3xd1"))
                .startsWith("White's Queen takes Black's King on d8 although her own square d1 falls to Black's Knight")
                .endsWith("White wins by capturing the King (simulchess.king-capture).");
    }

    @Test
    void aStoppedSlowPieceIsToldWithWhereItWentAndWhoStoppedIt() {
        assertThat(told("r5k1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1", "Ra1-a8", "Nb6-a4"))
                .startsWith("White's Rook from a1, on its way to a8, is stopped on a4, where Black's Knight landed; the Knight is destroyed");
        assertThat(told("8/p3kppp/7R/8/8/8/P4PPP/6K1 w - - 0 1", "Rh6-a6", "Ke7-d6"))
                .startsWith("Black's King lands on d6 in the path of White's Rook from h6: the King survives and the Rook is destroyed");
        assertThat(told("r5k1/1p3ppp/8/8/8/8/1P3PPP/Q5K1 w - - 0 1", "Qa1-a6", "Ra8-a3"))
                .startsWith("White's Queen from a1 and Black's Rook from a8 each land in the other's path, on a6 and a3: both are destroyed");
        assertThat(told("r5k1/1P3ppp/8/8/8/8/5PPP/6K1 w - - 0 1", "b7-b8=Q", "Ra8-e8"))
                .startsWith("Black's Rook from a8, on its way to e8, is stopped on b8, where White's pawn landed and became a Queen;"
                        + " the new Queen is destroyed")
                .doesNotContain("reaches b8");
    }

    @Test
    void aCaptureCancelledByABaseAttackIsToldWithTheCaptureOnTheBase() {
        assertThat(told("5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1", "Ne4xf6", "Bb7xe4"))
                .startsWith("Black's Bishop takes on e4, the Knight's own square, so the Knight's capture on f6 is cancelled and the Knight"
                        + " is taken on e4 (simulchess.base-attack")
                .doesNotContain("Black's Bishop takes White's Knight");
        assertThat(told("5rk1/5ppp/p2n4/8/2N5/P7/5PPP/5RK1 w - - 0 1", "Nc4xd6", "Nd6xc4"))
                .startsWith("White's Knight on c4 and Black's Knight on d6 go for each other's squares: both captures are cancelled and"
                        + " both Knights stay where they are");
    }

    @Test
    void aCastlingThatTheOpponentsMoveMakesIllegalIsCalledOffWithItsReason() {
        assertThat(told("6k1/p4ppp/8/3b4/8/8/P4PPP/4K2R w K - 0 1", "O-O", "Bd5-c4"))
                .startsWith("White's castling is called off, as Black's Bishop on c4 attacks f1, a square the King crosses: King and Rook"
                        + " stay where they are, and White may still castle later (simulchess.castling).");
        assertThat(told("3r2k1/p4ppp/8/8/8/8/P4PPP/4K2R w K - 0 1", "O-O", "Rd8-e8"))
                .startsWith("White's castling is called off, as Black's Rook on e8 checks the King");
        assertThat(told("6k1/p4ppp/2b5/8/8/6P1/P4P1P/4K2R w K - 0 1", "O-O", "Bc6xh1"))
                .startsWith("White's castling is called off, as Black's Bishop takes the Rook on h1: the King stays on e1 (")
                .doesNotContain("castle later");
        assertThat(told("6k1/p4ppp/8/8/8/n7/PPP2PPP/R3K3 w Q - 0 1", "O-O-O", "Na3-b1"))
                .startsWith("White's castling is called off, as Black's Knight lands on b1, between King and Rook");
    }

    @Test
    void bothKingsTakenInOneTurnIsADrawSaidInWords() {
        assertThat(told("k6r/1pp5/8/8/8/8/1PP5/R6K w - - 0 1", "Ra1xa8", "Rh8xh1"))
                .endsWith("The game is drawn, both Kings having been taken (simulchess.king-capture).");
    }
}
