package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.fixtures.Recording;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every turn sentence and game form reaches the implementation as the turn it says (moves, who
 * registered first, the history), through a stub that records what it is asked; the new outcomes
 * and events read; and what version 1 of the adapter interface cannot say is not applicable to it.
 */
class GeneralTurnsTest {

    private static final String FILE = "src/test/resources/turn-features/xymyx/turns.feature";
    private static final Recording V2 = scripted(new Recording(2));
    private static final Recording V1 = scripted(new Recording(1));
    private static Map<String, ScenarioResult> v2;
    private static Map<String, ScenarioResult> v1;

    private static Recording scripted(Recording stub) {
        return stub.refusing("5k2/8/8/8/8/8/8/K7").refusing("2k5/8/8/8/8/8/8/K7").answering("7k/8/8/8/8/8/8/K7", t -> answer(t, Outcome.bothLose("two-turns-in-check"), List.of(
                        event(EventKind.BOUNCED, Side.WHITE, PieceKind.ROOK, "a4"),
                        event(EventKind.INTERCEPTED, Side.BLACK, PieceKind.BISHOP, "c5"),
                        event(EventKind.CAPTURE_CANCELLED, Side.WHITE, PieceKind.KNIGHT, "d6"),
                        event(EventKind.CHAIN_CAPTURE, Side.BLACK, PieceKind.PAWN, "e4"),
                        event(EventKind.DESTROYED, Side.WHITE, PieceKind.QUEEN, "f5"),
                        event(EventKind.CASTLED, Side.BLACK, PieceKind.KING, "g8"),
                        event(EventKind.KING_CAPTURED, Side.WHITE, PieceKind.KING, "b1"))))
                .answering("k7/8/8/8/8/8/8/7K", t -> answer(t, Outcome.win(Side.WHITE, "king-captured"), List.of()))
                .answering("8/8/8/3k4/8/3K4/8/8", t -> answer(t, Outcome.draw("king-collision"), List.of()))
                .answering("1k6/8/8/8/8/8/8/1K6", t -> t.history().size() < 2 ? Recording.plain(t)
                        : answer(t, Outcome.draw("repetition"), List.of()))
                .answering("4k3/8/8/8/8/8/8/2K4R", t -> answer(t, Outcome.win(t.first(), "checkmate"), List.of()));
    }

    private static TurnResult answer(Turn turn, Outcome outcome, List<Event> events) {
        return new TurnResult.Resolved(Recording.plain(turn).position(), events, outcome, List.of());
    }

    private static Event event(EventKind kind, Side side, PieceKind piece, String square) {
        return new Event(kind, side, piece, square, null, List.of());
    }

    @BeforeAll
    static void run() {
        v2 = byId(SuiteRun.run(FILE, null, V2));
        v1 = byId(SuiteRun.run(FILE, null, V1));
    }

    private static Map<String, ScenarioResult> byId(List<ScenarioResult> results) {
        return results.stream().collect(Collectors.toMap(ScenarioResult::id, Function.identity()));
    }

    private static Turn only(Recording stub, String placement) {
        assertThat(stub.turnsFrom(placement)).hasSize(1);
        return stub.turnsFrom(placement).get(0);
    }

    /** The {@code count} turns asked from the first one that starts from {@code placement} on. */
    private static List<Turn> playedFrom(Recording stub, String placement, int count) {
        return stub.turns().stream().dropWhile(t -> !t.position().startsWith(placement + " ")).limit(count).toList();
    }

    @Test
    void eachTurnSentenceReachesTheImplementationAsItsTurn() {
        assertThat(only(V2, "4k3/8/8/8/8/8/8/4K3")).satisfies(t -> {
            assertThat(t.whiteMoves()).containsExactly("e1d1");
            assertThat(t.blackMoves()).containsExactly("e8d8");
            assertThat(t.first()).isEqualTo(Side.BLACK);
        });
        assertThat(only(V2, "3k4/8/8/8/8/8/8/3K4").first()).isNull();
        assertThat(only(V2, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3")).satisfies(t -> {
            assertThat(t.whiteMoves()).containsExactly("e2e4");
            assertThat(t.blackMoves()).isEmpty();
            assertThat(t.first()).isNull();
        });
        assertThat(only(V2, "rn2k3/8/8/8/8/8/8/4K3")).satisfies(t -> {
            assertThat(t.whiteMoves()).isEmpty();
            assertThat(t.blackMoves()).containsExactly("b8c6", "c6d4");
            assertThat(t.first()).isNull();
        });
        assertThat(only(V2, "4k3/8/8/8/8/8/8/4K2R").whiteMoves()).containsExactly("e1h1", "e1e2");
        assertThat(only(V2, "4k3/8/8/R7/8/5N2/8/RN5K").whiteMoves()).containsExactly("b1d2", "a1a3");
        assertThat(only(V2, "4k3/8/2p5/3P4/8/8/8/4K3").whiteMoves()).containsExactly("d5c6", "c6c7");
        assertThat(v2.values()).filteredOn(r -> r.id().compareTo("turns-010") < 0)
                .allSatisfy(r -> assertThat(r.verdict()).as(r.id() + ": " + r.message()).isEqualTo(Verdict.PASSED));
    }

    @Test
    void aTurnWhoseOrderIsLeftOpenIsAskedBothWaysAndMustAgree() {
        List<Turn> turns = V2.turnsFrom("4k3/4p3/8/8/8/8/4P3/4K3");
        assertThat(turns).extracting(Turn::first).containsExactly(Side.WHITE, Side.BLACK);
        assertThat(turns).allSatisfy(t -> {
            assertThat(t.whiteMoves()).containsExactly("e2e4");
            assertThat(t.blackMoves()).containsExactly("e7e5");
        });
        assertThat(V2.turnsFrom("3k4/4P3/8/8/8/8/8/4K3")).extracting(Turn::whiteMoves).containsOnly(List.of("e7e8q"));
        assertThat(v2.get("turns-019")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.FAILED);
            assertThat(r.message()).startsWith("the scenario says the registration order does not matter, but fixture-recording"
                    + " answers differently:").contains("White first: ", "; White wins by checkmate", "Black first: ",
                    "; Black wins by checkmate");
        });
    }

    @Test
    void everyTurnCarriesThePositionsBeforeTheTurnsPlayedBeforeIt() {
        List<Turn> turns = playedFrom(V2, "4k3/8/8/8/8/8/8/R3K3", 3);
        assertThat(turns).extracting(Turn::whiteMoves).containsExactly(List.of("a1a2"), List.of("a2a3"), List.of());
        assertThat(turns.get(0).history()).isEmpty();
        assertThat(turns.get(1).history()).containsExactly(turns.get(0).position());
        assertThat(turns.get(2).history()).containsExactly(turns.get(0).position(), turns.get(1).position());
        assertThat(turns.get(1).position()).isEqualTo(Recording.plain(turns.get(0)).position());
    }

    @Test
    void aGameOfTwoMovesATurnIsPlayedHalfByHalfWithItsHistory() {
        List<Turn> game = playedFrom(V2, "r3k2r/8/8/8/8/8/8/R3K2R", 3);
        assertThat(game).extracting(Turn::whiteMoves).containsExactly(List.of("a1a2", "e1h1"), List.of(), List.of("h1g1", "a2b2"));
        assertThat(game).extracting(Turn::blackMoves).containsExactly(List.of(), List.of("a8a7", "h8h6"), List.of());
        assertThat(game).extracting(Turn::first).containsOnlyNulls();
        assertThat(game).extracting(t -> t.history().size()).containsExactly(0, 1, 2);
        assertThat(game.get(2).history()).containsExactly(game.get(0).position(), game.get(1).position());
        assertThat(v2.get("turns-011").verdict()).isEqualTo(Verdict.PASSED);
    }

    @Test
    void aSimultaneousGameSaysPlayersWhoDoNotMoveAndTheOrderTurnByTurn() {
        List<Turn> game = playedFrom(V2, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 5);
        assertThat(game).extracting(Turn::whiteMoves).containsExactly(List.of("e2e4"), List.of(), List.of("g1f3"),
                List.of("f1c4"), List.of("f1c4"));
        assertThat(game).extracting(Turn::blackMoves).containsExactly(List.of(), List.of("e7e5"), List.of("b8c6"),
                List.of("g8f6"), List.of("g8f6"));
        assertThat(game).extracting(Turn::first).containsExactly(null, null, Side.WHITE, Side.WHITE, Side.BLACK);
        assertThat(game).extracting(t -> t.history().size()).containsExactly(0, 1, 2, 3, 3);
    }

    @Test
    void theNewOutcomesAndEventsAreWrittenInWords() {
        assertThat(List.of("turns-013", "turns-014", "turns-015", "turns-016")).allSatisfy(id ->
                assertThat(v2.get(id).verdict()).as(id + ": " + v2.get(id).message()).isEqualTo(Verdict.PASSED));
        assertThat(v2.get("turns-013").detail().expected().events()).contains("capture cancelled White Knight d6",
                "king captured White King b1");
        assertThat(v2.get("turns-013").detail().expected().outcome()).isEqualTo("both players lose by two turns in check");
        assertThat(v2.get("turns-014").detail().expected().outcome()).isEqualTo("White wins by king capture");
    }

    @Test
    void theSideToMoveIsComparedOnlyWhenTheDiagramGivesIt() {
        assertThat(v2.get("turns-017")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.FAILED);
            assertThat(r.message()).startsWith("the board after the turn differs").endsWith("differences: to move (expected White, got Black)");
        });
        assertThat(v2.get("turns-018").verdict()).isEqualTo(Verdict.PASSED);
    }

    @Test
    void aMoveThatCannotBeReadIsAnErrorOfTheScenarioNamingTheMoveAndTheLine() {
        assertThat(v2.get("turns-020").message()).isEqualTo(FILE + ":215: White's move Nd2 is ambiguous: the White Knights on b1"
                + " and f3 each reach d2; name the one meant (Nb1-d2)");
        assertThat(v2.get("turns-021").message()).isEqualTo(FILE + ":221: White's move Nd5: no White Knight can move to d5");
        assertThat(v2.get("turns-022").message()).isEqualTo(FILE + ":227: both moves are White's; one must be White's and one Black's");
        assertThat(v2.get("turns-023").message()).isEqualTo(FILE + ":233: \"White plays Nb1-d2 or Nf3-d4\" is not a turn;"
                + " the turn sentences are listed in docs/scenario-language.md, \"Turns\"");
        assertThat(v2.get("turns-024").message()).isEqualTo(FILE + ":242: White's move Nc5: no White Knight can move to c5");
        assertThat(List.of("turns-020", "turns-021", "turns-022", "turns-023", "turns-024"))
                .allSatisfy(id -> assertThat(v2.get(id).verdict()).isEqualTo(Verdict.ERRORED));
    }

    @Test
    void theReportHoldsEachTurnAsPlayed() {
        assertThat(v2.get("turns-005").detail().turn()).satisfies(t -> {
            assertThat(t.white()).isEmpty();
            assertThat(t.black()).containsExactly("b8c6", "c6d4");
            assertThat(t.first()).isEqualTo("none");
        });
        assertThat(v2.get("turns-001").detail().turn().first()).isNull();
        assertThat(v2.get("turns-002").detail().turn().first()).isEqualTo("black");
    }

    @Test
    void whatVersionOneCannotSayIsNotApplicableToItWithTheReason() {
        String speaks = "not applicable: fixture-recording speaks version 1 of the adapter interface, which ";
        assertThat(v1.get("turns-003").message()).isEqualTo(speaks + "cannot say a turn that no player registered first");
        assertThat(v1.get("turns-004").message()).isEqualTo(speaks + "cannot say a turn where Black does not move");
        assertThat(v1.get("turns-005").message()).isEqualTo(speaks + "cannot say a turn where Black plays 2 moves");
        assertThat(v1.get("turns-012").message()).isEqualTo(speaks + "cannot say a turn where Black does not move");
        assertThat(v1.get("turns-016").message()).isEqualTo(speaks + "carries no history, so no repetition can be judged");
        assertThat(v1.values()).filteredOn(r -> r.verdict() == Verdict.NOT_APPLICABLE).extracting(ScenarioResult::id)
                .containsExactlyInAnyOrder("turns-003", "turns-004", "turns-005", "turns-006", "turns-007", "turns-008",
                        "turns-010", "turns-011", "turns-012", "turns-013", "turns-014", "turns-015", "turns-016", "turns-017", "turns-018",
                        "turns-024", "turns-026", "turns-029", "turns-030", "turns-031", "turns-032", "turns-033");
        assertThat(v1.get("turns-026").message()).isEqualTo(speaks + "cannot say a turn where White does not move");
        assertThat(v1.get("turns-030").message()).isEqualTo(speaks + "cannot say a position with the field checks= (turns in check)");
        assertThat(List.of("turns-001", "turns-002", "turns-009", "turns-025"))
                .allSatisfy(id -> assertThat(v1.get(id).verdict()).isEqualTo(Verdict.PASSED));
    }

    @Test
    void anExpectedAnswerVersionOneCannotSayIsNotApplicableToItBeforeTheTurnIsAsked() {
        String expects = "not applicable: fixture-recording speaks version 1 of the adapter interface, which cannot say the"
                + " answer the scenario expects: ";
        assertThat(v1.get("turns-014").message()).isEqualTo(expects + "a win by king capture");
        assertThat(v1.get("turns-031").message()).isEqualTo(expects + "a chain capture event");
        assertThat(v1.get("turns-032").message()).isEqualTo(expects + "a double loss (both players lose)");
        assertThat(v1.get("turns-033").message()).isEqualTo(expects + "a position with the field checks= (turns in check)");
        assertThat(V1.turnsFrom("6k1/8/8/8/8/8/8/K6R")).as("never asked").isEmpty();
        assertThat(V1.turnsFrom("k7/8/8/8/8/8/8/7K")).as("never asked").isEmpty();
    }

    @Test
    void aTurnOfNoMovesReachesTheImplementationWithBothListsEmpty() {
        assertThat(only(V2, "6k1/8/8/8/8/8/8/K7")).satisfies(t -> {
            assertThat(t.whiteMoves()).isEmpty();
            assertThat(t.blackMoves()).isEmpty();
            assertThat(t.first()).isNull();
        });
        assertThat(v2.get("turns-026").verdict()).isEqualTo(Verdict.PASSED);
        assertThat(v2.get("turns-026").detail().turn().white()).isEmpty();
    }

    @Test
    void aRefusedPositionPassesOnlyWhenTheImplementationCallsItInvalidInput() {
        assertThat(v2.get("turns-027")).satisfies(r -> {
            assertThat(r.verdict()).as(r.message()).isEqualTo(Verdict.PASSED);
            assertThat(r.detail().expected().rejection()).isEqualTo("the position 5k2/8/8/8/8/8/8/K7 w - - 0 1 is refused");
            assertThat(r.detail().actual().rejection()).isEqualTo("the position is refused: no game of xymyx stands in"
                    + " 5k2/8/8/8/8/8/8/K7 w - - 0 1");
        });
        assertThat(v2.get("turns-028")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.FAILED);
            assertThat(r.message()).isEqualTo("expected fixture-recording to refuse the position 4k3/8/8/8/8/8/8/K7 w - - 0 1"
                    + " as invalid input, but it answered for it (it listed White's legal moves)");
        });
        assertThat(v2.get("turns-029")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).isEqualTo(FILE + ":273: \"the position is refused\" is about the position the scenario"
                    + " gives, so it comes before any turn is played");
        });
        assertThat(v2.get("turns-030").verdict()).isEqualTo(Verdict.PASSED);
    }

    @Test
    void versionOneGetsOnlyTurnsOfOneMoveEachWithOnePlayerFirstAndNoHistory() {
        assertThat(V1.turns()).isNotEmpty().allSatisfy(t -> {
            assertThat(t.isOneMoveEach()).isTrue();
            assertThat(t.history()).isEmpty();
        });
        List<Turn> twoTurns = V2.turns().stream().filter(t -> t.whiteMoves().equals(List.of("a2a3"))
                && t.blackMoves().equals(List.of("d8c8"))).toList();
        assertThat(twoTurns).singleElement().satisfies(t -> assertThat(t.history()).hasSize(1));
        assertThat(V1.turns()).filteredOn(t -> t.whiteMoves().equals(List.of("a2a3"))).singleElement()
                .satisfies(t -> assertThat(t.first()).isEqualTo(Side.WHITE));
    }
}
