package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.EventKind;
import arbiter.api.InvalidInputException;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The reference read through the general turn: shapes XYMYX refuses, no first player, and the history. */
class GeneralTurnTest {

    private final ReferenceImplementation reference = new ReferenceImplementation();

    private static final String ROOKS = "6k1/5ppp/8/5r2/8/8/5PPP/2R3K1 w - - 0 1";
    private static final String START = "4k2r/8/8/8/8/8/8/R3K3 w - - 0 1";
    private static final String AFTER_ONE = "4k3/7r/8/8/8/8/R7/4K3 w - - 1 2";

    @ParameterizedTest
    @ValueSource(strings = {"xymyx", "xymyx-classic"})
    void xymyxRefusesATurnThatIsNotOneMoveEach(String ruleset) {
        assertThatThrownBy(() -> reference.resolve(new Turn(ruleset, ROOKS, List.of("c1c5"), List.of(), null, List.of())))
                .isInstanceOf(InvalidInputException.class)
                .hasMessage("in " + ruleset + " each player registers one move a turn; Black registered 0");
        assertThatThrownBy(() -> reference.resolve(new Turn(ruleset, ROOKS, List.of("c1c5", "c5c6"), List.of("f5c5"), null, List.of())))
                .hasMessage("in " + ruleset + " each player registers one move a turn; White registered 2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"xymyx", "xymyx-classic"})
    void equalPiecesRegisteredAtTheSameInstantBothLeave(String ruleset) {
        TurnResult.Resolved r = (TurnResult.Resolved) reference.resolve(
                new Turn(ruleset, ROOKS, List.of("c1c5"), List.of("f5c5"), null, List.of()));
        assertThat(r.position()).isEqualTo("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 2");
        assertThat(r.events().stream().filter(e -> e.kind() == EventKind.COLLISION).map(e -> e.side()))
                .containsExactlyInAnyOrder(Side.WHITE, Side.BLACK);
        TurnResult.Resolved whiteFirst = (TurnResult.Resolved) reference.resolve(
                new Turn(ruleset, ROOKS, "c1c5", "f5c5", Side.WHITE));
        assertThat(whiteFirst.position()).isEqualTo("6k1/5ppp/8/2R5/8/8/5PPP/6K1 w - - 0 2");
    }

    @ParameterizedTest
    @ValueSource(strings = {"xymyx", "xymyx-classic"})
    void theThirdTimeAPositionStandsIsADraw(String ruleset) {
        String back = "4k2r/8/8/8/8/8/8/R3K3 w - - 2 3";
        Turn second = new Turn(ruleset, AFTER_ONE, List.of("a2a1"), List.of("h7h8"), Side.WHITE, List.of(START));
        assertThat(outcome(second)).isEqualTo(Outcome.ONGOING);
        Turn fourth = new Turn(ruleset, "4k3/7r/8/8/8/8/R7/4K3 w - - 3 4", List.of("a2a1"), List.of("h7h8"), Side.WHITE,
                List.of(START, AFTER_ONE, back));
        assertThat(outcome(fourth)).isEqualTo(Outcome.draw("repetition"));
        Turn withoutHistory = fourth.withoutHistory();
        assertThat(outcome(withoutHistory)).isEqualTo(Outcome.ONGOING);
    }

    @ParameterizedTest
    @ValueSource(strings = {"xymyx", "xymyx-classic"})
    void positionsDifferingInACastlingRightOrTheClocksAlone(String ruleset) {
        String withRight = "4k2r/8/8/8/8/8/8/R3K3 w Q - 0 1";
        Turn fourth = new Turn(ruleset, "4k3/7r/8/8/8/8/R7/4K3 w - - 3 4", List.of("a2a1"), List.of("h7h8"), Side.WHITE,
                List.of(withRight, AFTER_ONE, withRight));
        assertThat(outcome(fourth)).as("a castling right makes another position").isEqualTo(Outcome.ONGOING);
        Turn clocks = new Turn(ruleset, "4k3/7r/8/8/8/8/R7/4K3 w - - 3 4", List.of("a2a1"), List.of("h7h8"), Side.WHITE,
                List.of("4k2r/8/8/8/8/8/8/R3K3 w - - 0 9", "4k2r/8/8/8/8/8/8/R3K3 w - - 7 30"));
        assertThat(outcome(clocks)).as("the clocks do not count").isEqualTo(Outcome.draw("repetition"));
    }

    private Outcome outcome(Turn turn) {
        return ((TurnResult.Resolved) reference.resolve(turn)).outcome();
    }
}
