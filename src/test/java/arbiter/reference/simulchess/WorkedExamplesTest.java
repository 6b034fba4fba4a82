package arbiter.reference.simulchess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.ByColor;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The four worked examples of the SimulChess text, each on a small position that realises it. */
class WorkedExamplesTest {

    private final Ruleset simulchess = SimulchessRulesets.all().get(0);

    private Resolution play(String fen, String white, String black) {
        List<Move> w = white == null ? List.of() : List.of(Move.parseCoordinate(white));
        List<Move> b = black == null ? List.of() : List.of(Move.parseCoordinate(black));
        TurnInput turn = new TurnInput(Fen.parse(fen), new ByColor<>(w, b), null, List.of());
        assertThat(simulchess.reject(turn)).isNull();
        return simulchess.resolve(turn);
    }

    private static List<String> events(Resolution r) {
        return r.events().stream().filter(e -> e.kind() != EventKind.MOVED)
                .map(e -> e.kind().wireName() + " " + e.side().name().toLowerCase() + " " + e.piece().name().toLowerCase() + " " + e.square())
                .toList();
    }

    @Test
    void aKnightWhoseBaseIsAttackedHasItsCaptureCancelledAndIsTaken() {
        Resolution r = play("6k1/8/5p2/8/4N3/8/8/1b4K1 w - - 0 1", "e4f6", "b1e4");
        assertThat(Fen.format(r.after())).isEqualTo("6k1/8/5p2/8/4b3/8/8/6K1 w - - 0 2");
        assertThat(events(r)).containsExactly("capture-cancelled white knight f6", "captured white knight e4");
        assertThat(r.outcome()).isEqualTo(Outcome.ONGOING);
    }

    @Test
    void aRookStopsWhereAKnightLandsInItsPathAndTheKnightIsDestroyed() {
        Resolution r = play("6k1/8/8/8/8/1n6/8/R5K1 w - - 0 1", "a1a8", "b3a5");
        assertThat(Fen.format(r.after())).isEqualTo("6k1/8/8/R7/8/8/8/6K1 w - - 0 2");
        assertThat(events(r)).containsExactly("destroyed black knight a5", "intercepted white rook a5");
    }

    @Test
    void aKingSurvivesARookArrivingOnItsSquare() {
        Resolution r = play("4r1k1/8/8/8/4K3/8/8/8 w - - 0 1", "e4e5", "e8e5");
        assertThat(Fen.format(r.after())).isEqualTo("6k1/8/8/4K3/8/8/8/8 w - - 0 2");
        assertThat(events(r)).containsExactly("collision black rook e5");
    }

    @Test
    void aQueenWhoseBaseFallsStillTakesTheRookAndIsTakenInTurn() {
        Resolution r = play("3r2k1/8/8/8/8/4n3/8/3Q2K1 w - - 0 1", "d1d8", "e3d1");
        assertThat(Fen.format(r.after())).isEqualTo("6k1/8/8/8/8/8/8/3n2K1 w - - 0 2");
        assertThat(events(r)).containsExactly("chain-capture black rook d8", "captured white queen d1");
    }

    @Test
    void aTurnMayHoldOnePlayersMoveAndCapturingTheKingWins() {
        Resolution r = play("6k1/6Q1/8/8/8/8/8/6K1 w - - 0 1", "g7g8", null);
        assertThat(events(r)).containsExactly("king-captured black king g8");
        assertThat(r.outcome()).isEqualTo(Outcome.win(arbiter.api.Side.WHITE, "king-captured"));
        assertThat(r.trace()).contains("simulchess.one-sided", "simulchess.king-capture");
    }

    @Test
    void aKingCheckmatedAtTheStartOfTheTurnLosesBeforeAnyMove() {
        Resolution r = play("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a2", "g8f8");
        assertThat(r.outcome()).isEqualTo(Outcome.ONGOING);
        Resolution mated = play("R5k1/5ppp/8/8/8/8/8/4K3 w - - 0 1", "e1e2", "g8f8");
        assertThat(mated.outcome()).isEqualTo(Outcome.win(arbiter.api.Side.WHITE, "checkmate"));
        assertThat(mated.after()).isEqualTo(Fen.parse("R5k1/5ppp/8/8/8/8/8/4K3 w - - 0 1"));
    }
}
