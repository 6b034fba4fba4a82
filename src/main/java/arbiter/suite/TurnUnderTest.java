package arbiter.suite;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.Position;
import java.util.List;

/**
 * The turn a scenario plays, resolved once it is first looked at. When the scenario leaves the
 * registration order open, the turn is resolved with each player first and both answers must
 * agree: the order must not matter.
 */
final class TurnUnderTest {

    private final Probe probe;
    private final String ruleset;
    private final String before;
    private final String whiteMove;
    private final String blackMove;
    private final Side first;
    private TurnResult result;

    TurnUnderTest(Probe probe, String ruleset, String before, String whiteMove, String blackMove, Side first) {
        this.probe = probe;
        this.ruleset = ruleset;
        this.before = before;
        this.whiteMove = whiteMove;
        this.blackMove = blackMove;
        this.first = first;
    }

    TurnResult result() {
        if (result == null) {
            result = first != null ? resolve(first) : orderFree();
        }
        return result;
    }

    private TurnResult resolve(Side side) {
        return probe.resolve(new Turn(ruleset, before, whiteMove, blackMove, side));
    }

    private TurnResult orderFree() {
        TurnResult whiteFirst = resolve(Side.WHITE);
        TurnResult blackFirst = resolve(Side.BLACK);
        if (!comparable(whiteFirst).equals(comparable(blackFirst))) {
            throw new AssertionError("the scenario says the registration order does not matter, but "
                    + probe.name() + " answers differently:\n  White first: " + TurnWords.answer(whiteFirst, position())
                    + "\n  Black first: " + TurnWords.answer(blackFirst, position())
                    + "\n(if the order matters here, write \"When White plays ... first, then Black plays ...\")");
        }
        return whiteFirst;
    }

    /** What must agree between the two orders: the answer without its explanations. */
    private static Object comparable(TurnResult r) {
        if (r instanceof TurnResult.Resolved resolved) {
            List<ExpectedEvent> events = resolved.events().stream().filter(e -> e.kind() != EventKind.MOVED)
                    .map(ExpectedEvent::of).sorted(java.util.Comparator.comparing(ExpectedEvent::toString)).toList();
            return List.of(resolved.position(), events, resolved.outcome());
        }
        TurnResult.Rejected rejected = (TurnResult.Rejected) r;
        return List.of(rejected.side(), rejected.move());
    }

    /** The turn for reports, with the exact request that resolves it (White first when the order is free). */
    ScenarioDetail.Turn detail() {
        Side side = first == null ? Side.WHITE : first;
        String request = arbiter.protocol.ProtocolJson.resolveRequest(new Turn(ruleset, before, whiteMove, blackMove, side));
        return new ScenarioDetail.Turn(before, List.of(whiteMove), List.of(blackMove),
                first == null ? null : first.name().toLowerCase(java.util.Locale.ROOT), request);
    }

    /** The turn in words: "White Ra1-a4, Black Nb6xa4 (Black registering first)". */
    String describe() {
        return "White " + TurnWords.move(whiteMove, position()) + ", Black " + TurnWords.move(blackMove, position())
                + (first == null ? " (either registering first)" : " (" + TurnWords.side(first) + " registering first)");
    }

    /** What an answer to this turn says, its moves written in the position before it. */
    String answer(TurnResult answer) {
        return TurnWords.answer(answer, position());
    }

    /** "White's move Ra1-a5 is illegal", written in the position before the turn. */
    String rejection(TurnResult.Rejected rejected) {
        return TurnWords.rejection(rejected, position());
    }

    private Position position() {
        return Fen.parse(before);
    }

    static boolean isMove(Event e) {
        return e.kind() == EventKind.MOVED;
    }
}
