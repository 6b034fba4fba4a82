package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import arbiter.suite.Target;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Zeitgeist book's sentences, each turn played by the reference: pieces bouncing back for each
 * of the text's reasons and in cascades, crowded squares settled by colour, capture and number,
 * promotion, checks counted turn after turn, and both players losing; none of them in the words of
 * the other games.
 */
class ZeitgeistTurnsTest {

    /** One Zeitgeist turn played by the reference, e.g. {@code turn(fen, "Ra1-a8", "Ra8-a1")}. */
    static PlayedTurn turn(String fen, String white, String black) {
        return ReferenceTurns.turn("zeitgeist", fen, white, black);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            pawn: its target left | 4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 | e4xd5 | d5-d4 | White's pawn bounces back to e4: it went for d5, but Black's pawn there has left, and a pawn may not take an empty square (zeitgeist.1).
            pawn: an empty square | 4k3/8/8/8/4P3/8/8/4K3 w - - 0 1 | e4xd5 | Ke8-e7 | White's pawn bounces back to e4: d5 is empty, and a pawn may not take an empty square (zeitgeist.1).
            pawn: en passant gone | 4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1 | c5xd6 | d5-d4 | White's pawn bounces back to c5: it went for d6 to take en passant, but the pawn it would take has moved away (zeitgeist.1).
            pawn: its own side's en passant square | 4k3/5p2/8/6p1/8/8/8/4K3 w - g6 0 1 | Ke1-e2 | f7xg6 | Black's pawn bounces back to f7: g6 is empty, and a pawn may not take an empty square (zeitgeist.1).
            pawn: a piece in front | 4k3/8/8/3n4/3P4/8/8/4K3 w - - 0 1 | d4-d5 | Ke8-e7 | White's pawn bounces back to d4: Black's Knight on d5 did not move, and a pawn may not move straight onto a piece that stands still (zeitgeist.1).
            pawn: a bounced piece in front | 4k3/8/2p5/3b4/3P4/8/8/4K3 w - - 0 1 | d4-d5 | Bd5-a8 | Black's Bishop bounces back to d5: Black's pawn on c6, which did not move, stands in its way (zeitgeist.2). Back on d5, Black's Bishop bars the way of White's pawn, which bounces back to d4 too: a pawn may not move straight onto a piece that stands still (zeitgeist.1).
            blocked by one pawn | r3k3/8/8/8/8/8/P7/R3K3 w - - 0 1 | Ra1-a8 | Ra8-a1 | White's Rook bounces back to a1: White's pawn on a2, which did not move, stands in its way (zeitgeist.2). Black's Rook, blocked by the same pawn, bounces back to a8 too (zeitgeist.2). The game goes on
            blocked by a bounced piece | 7k/8/8/8/8/1P6/7K/1Rq5 w - - 0 1 | Rb1-b5 | Qc1-a1 | White's Rook bounces back to b1: White's pawn on b3, which did not move, stands in its way (zeitgeist.2). Back on b1, White's Rook blocks Black's Queen on its way to a1, and the Queen bounces back to c1 too (zeitgeist.2).
            one colour | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | Ra1-e1 | Ke8-e7 | White's Rook bounces back to a1: White's King stands on e1, and of two pieces of one colour on a square the one that moved goes back (zeitgeist.3).
            neither captured | 4k3/8/8/8/8/2B2n2/8/4K3 w - - 0 1 | Bc3-e5 | Nf3-e5 | White's Bishop and Black's Knight both move to e5 and neither captured into it: both go back, to c3 and f3 (zeitgeist.4).
            captured back home | 7k/8/8/8/3b4/P7/7K/R7 w - - 0 1 | Ra1-a5 | Bd4xa1 | White's Rook bounces back to a1: White's pawn on a3, which did not move, stands in its way (zeitgeist.2). Back on a1, where Black's Bishop has just taken, the Rook is captured (zeitgeist.4).
            King captured back home | 4k3/8/8/8/7b/8/4P3/4K3 w - - 0 1 | Ke1-e2 | Bh4xe1 | White's King bounces back to e1: White's pawn stands on e2, and of two pieces of one colour on a square the one that moved goes back (zeitgeist.3). Back on e1, where Black's Bishop has just taken, the King is captured (zeitgeist.4). Black wins by capturing the King
            only one captured into | 4k3/8/3p4/8/8/8/8/4RK2 w - - 0 1 | Re1-e5 | d6xe5 | White's Rook moves to e5 and Black's pawn takes there: only the pawn captured into the square, so the Rook is removed (zeitgeist.4).
            both captured into | 4k3/8/2p5/8/4P3/8/8/4K3 w - - 0 1 | e4xd5 | c6xd5 | White's pawn and Black's pawn both take on d5: both captured into the square, so both are removed (zeitgeist.4). The game goes on
            the text's three pieces | 4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1 | Nc3xd5 | e6xd5 | White's Knight and Black's pawn both take on d5, where Black's own pawn stands: the Knight is outnumbered and the stationary pawn is removed, so Black's capturing pawn holds d5 (zeitgeist.5).
            a stationary King among three | 4k2r/8/3N4/8/8/8/8/4K3 w - - 0 1 | Nd6xe8 | Rh8-e8 | White's Knight and Black's Rook both go for e8, where Black's own King stands: the Knight is outnumbered and the stationary King is removed, so Black's Rook holds e8 (zeitgeist.5). Black's Rook on e8 checks White's King on e1 (zeitgeist.7). White wins by capturing the King.
            en passant | 4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1 | c5xd6 | Ke8-f7 | White's pawn from c5 takes Black's pawn on d5 en passant and lands on d6 (zeitgeist.1).
            promotion | 4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 | b7-b8=Q | Ke8-d7 | White's pawn reaches b8 and becomes a Queen (zeitgeist.6).
            a first check | 3k4/8/8/8/8/8/8/3QK2r w - - 0 1 | Qd1-d7 | Rh1-h2 | White's Queen on d7 checks Black's King on d8; if it is still in check after the next turn, Black loses (zeitgeist.7). The game goes on.
            a second check | 3k4/8/8/8/8/8/8/3QK2r w - - 0 1 checks=b1 | Qd1-d7 | Rh1-h2 | White's Queen on d7 checks Black's King on d8 for the second turn in a row (zeitgeist.7). White wins, Black's King having been in check two turns in a row.
            both Kings taken | 3k4/8/8/8/8/8/8/3QK2r w - - 0 1 | Qd1xd8 | Rh1xe1 | White's Queen takes Black's King on d8. Black's Rook takes White's King on e1. Both players lose: both Kings are taken (zeitgeist.7).
            both in check twice | 4k3/7r/8/8/8/8/R7/4K3 w - - 0 1 checks=w1,b1 | Ra2-a8 | Rh7-h1 | Black's Rook on h1 checks White's King on e1 for the second turn in a row (zeitgeist.7). White's Rook on a8 checks Black's King on e8 for the second turn in a row (zeitgeist.7). Both players lose: both Kings have been in check two turns in a row.
            a King taken and a King checked twice | 4k3/4R3/8/8/8/8/7r/4K3 w - - 0 1 checks=w1 | Re7xe8 | Rh2-h1 | White's Rook takes Black's King on e8. Black's Rook on h1 checks White's King on e1 for the second turn in a row (zeitgeist.7). Both players lose: White's King has been in check two turns in a row and Black's King is taken.
            castling | 4k3/8/8/8/8/8/8/4K2R w K - 0 1 | O-O | Ke8-e7 | White castles: the King goes from e1 to g1 and the Rook from h1 to f1
            """)
    void eachTurnIsToldInZeitgeistTerms(String name, String fen, String white, String black, String start) {
        assertThat(Phrase.plain(turn(fen, white, black).sentence())).startsWith(start).doesNotContain("registered", "same instant", "outrank", "rank", "intercept",
                "slow", "collide", "destroy", "chain capture", "checkmate", "frozen", "aims at");
    }

    @Test
    void movesWrittenAtTheSameInstantAreNotSaidToBeRegistered() {
        List<SpecStep> steps = List.of(new SpecStep("the ruleset \"zeitgeist\"", null, List.of()),
                new SpecStep("the position \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"", null, List.of()),
                new SpecStep("White plays Ra1-a2 and Black plays Ke8-e7 at the same instant", null, List.of()));
        PlayedTurn t = new Replay(Target.find(Target.REFERENCE)).play(new SpecScenario("zg-2", "a turn", "", List.of(), 1, false, steps))
                .lastTurn();
        assertThat(Phrase.plain(t.sentence())).isEqualTo("Both moves are carried out and nothing else happens.");
    }

    @Test
    void theOtherGamesKeepTheirOwnWords() {
        assertThat(GameBooks.of("zeitgeist").getClass().getPackageName()).isEqualTo("arbiter.rulebook.zeitgeist");
        assertThat(GameBooks.of("simulchess").getClass().getPackageName()).isEqualTo("arbiter.rulebook.simulchess");
        assertThat(GameBooks.of("xymyx-classic").getClass().getPackageName()).isEqualTo("arbiter.rulebook.xymyx");
        assertThat(GameBooks.of("zeitgeist").telling()).isNotSameAs(GameBooks.of("simulchess").telling())
                .isNotSameAs(GameBooks.of("xymyx-classic").telling());
    }
}
