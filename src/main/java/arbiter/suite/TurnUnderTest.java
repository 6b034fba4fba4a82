package arbiter.suite;

import arbiter.api.Event;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.TurnPlan;
import arbiter.compare.SameAnswer;
import java.util.List;
import java.util.Locale;

/**
 * The turn a scenario plays, resolved once it is first looked at, in the registration order the
 * scenario gives. When it leaves the order open ({@link TurnPlan.Order#EITHER}) in a ruleset that
 * keeps a registration order, the turn is resolved with each player first and both answers must
 * agree: the order must not matter. In a ruleset that keeps none it is resolved once, nobody first.
 */
final class TurnUnderTest {

    private final Probe probe;
    private final Turn turn;
    private final TurnPlan.Order order;
    private TurnResult result;

    private final boolean orderKept;

    /**
     * @param turn      the turn with its moves in coordinate form and its history; its {@code first} is
     *                  set here from {@code order}
     * @param order     the registration order the scenario gives
     * @param orderKept whether the ruleset keeps a registration order; when not, an open order is nobody first
     */
    TurnUnderTest(Probe probe, Turn turn, TurnPlan.Order order, boolean orderKept) {
        this.probe = probe;
        this.order = order;
        this.orderKept = orderKept;
        this.turn = withFirst(turn, switch (order) {
            case EITHER -> orderKept ? Side.WHITE : null;
            case WHITE_FIRST -> Side.WHITE;
            case BLACK_FIRST -> Side.BLACK;
            case NONE -> null;
        });
    }

    private static Turn withFirst(Turn t, Side first) {
        return new Turn(t.ruleset(), t.position(), t.whiteMoves(), t.blackMoves(), first, t.history());
    }

    /** The turn as the implementation is asked it (White first when the order is left open). */
    Turn turn() {
        return turn;
    }

    /** The answer, or null when no step has looked at it yet. */
    TurnResult answered() {
        return result;
    }

    TurnResult result() {
        if (result == null) {
            result = order == TurnPlan.Order.EITHER && orderKept ? orderFree() : probe.resolve(turn);
        }
        return result;
    }

    private TurnResult orderFree() {
        TurnResult whiteFirst = probe.resolve(turn);
        TurnResult blackFirst = probe.resolve(withFirst(turn, Side.BLACK));
        if (!SameAnswer.same(whiteFirst, blackFirst)) {
            throw new AssertionError("the scenario says the registration order does not matter, but "
                    + probe.name() + " answers differently:\n  White first: " + TurnWords.answer(whiteFirst, turn)
                    + "\n  Black first: " + TurnWords.answer(blackFirst, turn)
                    + "\n(if the order matters here, write \"When White plays ... first, then Black plays ...\")");
        }
        return whiteFirst;
    }

    /** The turn for reports, with the exact request that resolves it (White first when the order is left open). */
    ScenarioDetail.Turn detail() {
        String first = switch (order) {
            case EITHER -> null;
            case NONE -> "none";
            default -> turn.first().name().toLowerCase(Locale.ROOT);
        };
        return new ScenarioDetail.Turn(turn.position(), turn.whiteMoves(), turn.blackMoves(), first,
                probe.request(turn));
    }

    /** The turn in words: "White Ra1-a4, Black Nb6xa4 (Black registering first)". */
    String describe() {
        return TurnWords.turn(turn) + switch (order) {
            case EITHER -> orderKept ? " (either registering first)" : "";
            case WHITE_FIRST, BLACK_FIRST -> " (" + TurnWords.side(turn.first()) + " registering first)";
            case NONE -> turn.whiteMoves().isEmpty() || turn.blackMoves().isEmpty() ? "" : " (at the same instant)";
        };
    }

    /** What an answer to this turn says, its moves written where they are played. */
    String answer(TurnResult answer) {
        return TurnWords.answer(answer, turn);
    }

    /** "White's move Ra1-a5 is illegal under xymyx.RA4", written where the move is played. */
    String rejection(TurnResult.Rejected rejected) {
        return TurnWords.rejection(rejected, turn);
    }

    /** Whether an event is not compared ({@link SameAnswer#compared}): a plain move. */
    static boolean isMove(Event e) {
        return !SameAnswer.compared(e);
    }
}
