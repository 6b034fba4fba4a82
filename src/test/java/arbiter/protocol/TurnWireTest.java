package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The resolve request and response in each version: read back as written, and refused where a version cannot say them. */
class TurnWireTest {

    private static final String BEFORE = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 3";
    private static final List<String> HISTORY = List.of("4k3/8/8/8/8/8/4P3/3K4 w - - 0 1", "3k4/8/8/8/8/8/4P3/4K3 w - - 0 2");

    @Test
    void aVersion2RequestSaysEveryTurnAndReadsBackAsIt() {
        List<Turn> turns = List.of(
                new Turn("revochess", BEFORE, List.of("e2e4", "e4e5"), List.of(), null, HISTORY),
                new Turn("simulchess", BEFORE, List.of(), List.of("e8d8"), null, List.of()),
                new Turn("xymyx", BEFORE, List.of("e1d1"), List.of("e8f8"), Side.BLACK, HISTORY));
        for (Turn turn : turns) {
            assertThat(TurnWire.turn(TurnWire.request(7, turn, 2), 2)).isEqualTo(turn);
        }
        assertThat(TurnWire.request(7, turns.get(1), 2).toString()).isEqualTo("{\"id\":7,\"op\":\"resolve\",\"ruleset\":\"simulchess\","
                + "\"position\":\"" + BEFORE + "\",\"moves\":{\"white\":[],\"black\":[\"e8d8\"]}}");
    }

    @Test
    void aVersion1RequestIsOneMoveEachWithoutTheHistory() {
        Turn turn = new Turn("xymyx", BEFORE, List.of("e1d1"), List.of("e8f8"), Side.WHITE, HISTORY);
        assertThat(TurnWire.request(2, turn, 1).toString()).isEqualTo("{\"id\":2,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\""
                + BEFORE + "\",\"white\":\"e1d1\",\"black\":\"e8f8\",\"first\":\"white\"}");
        assertThat(TurnWire.turn(TurnWire.request(2, turn, 1), 1)).isEqualTo(turn.withoutHistory());
    }

    @Test
    void aTurnVersion1CannotSayIsUnsupportedSayingWhy() {
        assertThatThrownBy(() -> TurnWire.request(2, new Turn("revochess", BEFORE, List.of("e2e4", "e4e5"), List.of(), null, List.of()), 1))
                .isInstanceOf(UnsupportedException.class)
                .hasMessage("protocol version 1, which the adapter speaks, carries one move of each player and who registered first,"
                        + " and in this turn White plays 2 moves and Black does not move and neither player registered first");
        assertThatThrownBy(() -> TurnWire.request(2, new Turn("xymyx", BEFORE, List.of("e1d1"), List.of("e8f8"), null, List.of()), 1))
                .isInstanceOf(UnsupportedException.class).hasMessageEndingWith("in this turn neither player registered first");
    }

    @Test
    void version2SaysTheNewEventsAndOutcomesAndReadsThemBack() {
        TurnResult result = resolved(List.of(event(EventKind.BOUNCED, "e4", "e2"), event(EventKind.KING_CAPTURED, "e8", null)),
                Outcome.bothLose("king-captured"));
        String json = ProtocolJson.turnResult(result);
        assertThat(json).contains("\"kind\":\"bounced\"", "\"kind\":\"king-captured\"", "{\"status\":\"both-lose\",\"reason\":\"king-captured\"}");
        assertThat(ProtocolJson.readTurnResult(json)).isEqualTo(result);
    }

    @Test
    void aVersion2RejectionCarriesItsClausesBothWaysAndVersion1NeitherWritesNorReadsThem() {
        TurnResult.Rejected rejected = new TurnResult.Rejected(Side.WHITE, "e1g1q", "a King's move names no promotion",
                List.of("xymyx.RA3", "xymyx.C5"));
        String json = ProtocolJson.turnResult(rejected);
        assertThat(json).isEqualTo("{\"result\":\"rejected\",\"side\":\"white\",\"move\":\"e1g1q\",\"reason\":\"a King's move names"
                + " no promotion\",\"clauses\":[\"xymyx.RA3\",\"xymyx.C5\"]}");
        assertThat(ProtocolJson.readTurnResult(json)).isEqualTo(rejected);
        assertThat(TurnWire.result(TurnWire.response(1, rejected, 2), 2)).isEqualTo(rejected);
        assertThat(ProtocolJson.readTurnResult(json.replace(",\"clauses\":[\"xymyx.RA3\",\"xymyx.C5\"]", "")))
                .isEqualTo(new TurnResult.Rejected(Side.WHITE, "e1g1q", "a King's move names no promotion"));
        assertThat(TurnWire.response(1, rejected, 1).has("clauses")).isFalse();
        assertThat(TurnWire.result(TurnWire.response(1, rejected, 2), 1))
                .isEqualTo(new TurnResult.Rejected(Side.WHITE, "e1g1q", "a King's move names no promotion"));
        assertThatThrownBy(() -> ProtocolJson.readTurnResult(json.replace("[\"xymyx.RA3\",\"xymyx.C5\"]", "\"xymyx.RA3\"")))
                .isInstanceOf(WireException.class).hasMessageStartingWith("\"clauses\" is not an array");
    }

    @Test
    void anAdaptersVersion1AnswerWithWhatOnlyVersion2HasIsRefused() {
        var bounced = TurnWire.response(1, resolved(List.of(event(EventKind.BOUNCED, "e4", "e2")), Outcome.ONGOING), 2);
        assertThatThrownBy(() -> TurnWire.result(bounced, 1)).isInstanceOf(WireException.class)
                .hasMessageStartingWith("\"kind\" is \"bounced\", which protocol version 1 has not (it has moved, captured,")
                .hasMessageEndingWith("); an adapter that reports it answers hello with protocol 2");
        var bothLose = TurnWire.response(1, resolved(List.of(), Outcome.bothLose("two-turns-in-check")), 2);
        assertThatThrownBy(() -> TurnWire.result(bothLose, 1)).isInstanceOf(WireException.class)
                .hasMessageStartingWith("\"status\" is \"both-lose\", which protocol version 1 has not (it has ongoing, win, draw)");
    }

    @Test
    void aReasonIsReadAsWrittenInEitherVersion() {
        TurnResult result = resolved(List.of(), Outcome.draw("agreement"));
        for (int version : List.of(1, 2)) {
            assertThat(TurnWire.result(TurnWire.response(1, result, 2), version)).isEqualTo(result);
        }
    }

    @Test
    void aServerNeverWritesAVersion1AnswerVersion1CannotSay() {
        List<TurnResult> beyond = List.of(resolved(List.of(event(EventKind.DESTROYED, "d4", null)), Outcome.ONGOING),
                resolved(List.of(), Outcome.bothLose("king-captured")), resolved(List.of(), Outcome.draw("repetition")));
        for (TurnResult result : beyond) {
            assertThatThrownBy(() -> TurnWire.response(1, result, 1)).isInstanceOf(UnsupportedException.class)
                    .hasMessageContaining("which protocol version 1 cannot say");
        }
        TurnResult rejected = new TurnResult.Rejected(Side.WHITE, "e1e3", "a King moves one square");
        assertThat(TurnWire.result(TurnWire.response(1, rejected, 1), 1)).isEqualTo(rejected);
    }

    private static TurnResult resolved(List<Event> events, Outcome outcome) {
        return new TurnResult.Resolved(BEFORE, events, outcome, List.of("x.R1"));
    }

    private static Event event(EventKind kind, String square, String from) {
        return new Event(kind, Side.WHITE, kind == EventKind.KING_CAPTURED ? PieceKind.KING : PieceKind.PAWN, square, from, List.of("x.R1"));
    }
}
