package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
        return ReferenceTurns.turn("simulchess", fen, white, black);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            collision | 4r1k1/p4ppp/8/8/8/5N2/P4PPP/6K1 w - - 0 1 | Nf3-e5 | Re8-e5 | White's Knight and Black's Rook both land on e5 and collide: both are removed (simulchess.collision
            King collision | 1r3k2/p6p/6n1/8/3K4/8/P6P/1R6 w - - 0 1 | Kd4-e5 | Ng6-e5 | White's King and Black's Knight both land on e5 and collide: the King survives and the Knight is removed
            two Kings | 1r6/p6p/5k2/8/3K4/8/P6P/1R6 w - - 0 1 | Kd4-e5 | Kf6-e5 | White's King and Black's King both go for e5 and collide: neither gets the square, so both stay on d4 and f6. The game is drawn by King collision: both Kings went for one square
            mate after the turn | 7k/1p4pp/8/8/8/8/P4PPP/4R1K1 w - - 0 1 | Re1-e8 | b7-b6 | White's Rook on e8 checks Black's King on h8, which has no way out: checkmate (simulchess.checkmate).
            chain capture | 3r2k1/pp3ppp/8/8/8/1Pn5/P4PPP/3Q1RK1 w - - 0 1 | Qd1xd8 | Nc3xd1 | White's Queen takes Black's Rook on d8 although her own square d1 falls to Black's Knight: a chain capture (simulchess.chain-capture). Black's Knight takes White's Queen on d1
            Queens | 3q2k1/pp3ppp/8/8/8/8/PP3PPP/3Q2K1 w - - 0 1 | Qd1xd8 | Qd8xd1 | White's Queen from d1 and Black's Queen from d8 take each other: both captures stand, and both Queens are gone
            King taken by a falling Queen | 3k4/pp3ppp/8/8/8/1Pn5/P4PPP/3Q2K1 w - - 0 1 | Qd1xd8 | Nc3xd1 | White's Queen takes Black's King on d8 although her own square d1 falls to Black's Knight
            interception | r5k1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1 | Ra1-a8 | Nb6-a4 | White's Rook from a1, on its way to a8, is stopped on a4, where Black's Knight landed; the Knight is destroyed
            King in the path | 8/p3kppp/7R/8/8/8/P4PPP/6K1 w - - 0 1 | Rh6-a6 | Ke7-d6 | Black's King lands on d6 in the path of White's Rook from h6: the King survives and the Rook is destroyed
            each in the other's path | r5k1/1p3ppp/8/8/8/8/1P3PPP/Q5K1 w - - 0 1 | Qa1-a6 | Ra8-a3 | White's Queen from a1 and Black's Rook from a8 each land in the other's path, on a6 and a3: both are destroyed
            promotion in the path | r5k1/1P3ppp/8/8/8/8/5PPP/6K1 w - - 0 1 | b7-b8=Q | Ra8-e8 | Black's Rook from a8, on its way to e8, is stopped on b8, where White's pawn landed and became a Queen; the new Queen is destroyed
            base attack | 5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1 | Ne4xf6 | Bb7xe4 | Black's Bishop takes on e4, the Knight's own square, so the Knight's capture on f6 is cancelled and the Knight is taken on e4 (simulchess.base-attack
            Knights | 5rk1/5ppp/p2n4/8/2N5/P7/5PPP/5RK1 w - - 0 1 | Nc4xd6 | Nd6xc4 | White's Knight on c4 and Black's Knight on d6 go for each other's squares: both captures are cancelled and both Knights stay where they are
            castling: crossing square | 6k1/p4ppp/8/3b4/8/8/P4PPP/4K2R w K - 0 1 | O-O | Bd5-c4 | White's castling is called off, as Black's Bishop on c4 attacks f1, a square the King crosses: King and Rook stay where they are, and White may still castle later (simulchess.castling).
            castling: check | 3r2k1/p4ppp/8/8/8/8/P4PPP/4K2R w K - 0 1 | O-O | Rd8-e8 | White's castling is called off, as Black's Rook on e8 checks the King
            castling: Rook taken | 6k1/p4ppp/2b5/8/8/6P1/P4P1P/4K2R w K - 0 1 | O-O | Bc6xh1 | White's castling is called off, as Black's Bishop takes the Rook on h1: the King stays on e1 (
            castling: square between | 6k1/p4ppp/8/8/8/n7/PPP2PPP/R3K3 w Q - 0 1 | O-O-O | Na3-b1 | White's castling is called off, as Black's Knight lands on b1, between King and Rook
            """)
    void eachTurnIsToldInSimulChessTerms(String name, String fen, String white, String black, String start) {
        assertThat(told(fen, white, black)).startsWith(start).doesNotContain("outranks", "registered", "same instant",
                "nothing else happens", "is taken by a piece whose own square falls", "reaches b8", "Black's Bishop takes White's Knight");
    }

    @Test
    void aKingCheckmatedWhenTheTurnStartsMeansNoMoveIsPlayed() {
        assertThat(told("4R2k/p5pp/8/8/8/8/P4PPP/6K1 w - - 0 1", "Kg1-f1", "a7-a6"))
                .isEqualTo("No move is played: when the turn starts, Black's King on h8 is already checkmated by White's Rook on e8"
                        + " (simulchess.checkmate). White wins by checkmate.");
        assertThat(told("7k/p5pp/8/2Q1r3/8/8/P4PPP/7K w - - 0 1", "Qc5-f8", "Re5-e1"))
                .contains("Black's Rook on e1 checks White's King on h1, which has no way out: checkmate",
                        "White's Queen on f8 checks Black's King on h8, which has no way out: checkmate")
                .endsWith("The game is drawn by mutual checkmate.");
    }

    @Test
    void theEndingsAreSaidInWords() {
        assertThat(told("3k4/pp3ppp/8/8/8/1Pn5/P4PPP/3Q2K1 w - - 0 1", "Qd1xd8", "Nc3xd1"))
                .endsWith("White wins by capturing the King (simulchess.king-capture).");
        assertThat(told("k6r/1pp5/8/8/8/8/1PP5/R6K w - - 0 1", "Ra1xa8", "Rh8xh1"))
                .endsWith("The game is drawn, both Kings having been taken in the same turn (simulchess.king-capture).");
        assertThat(told("6k1/p4ppp/2b5/8/8/6P1/P4P1P/4K2R w K - 0 1", "O-O", "Bc6xh1")).doesNotContain("castle later");
    }
}
