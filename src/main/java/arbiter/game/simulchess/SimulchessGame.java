package arbiter.game.simulchess;

import arbiter.api.EventKind;
import arbiter.api.Turn;
import arbiter.game.AtOnce;
import arbiter.game.Game;
import arbiter.game.TurnShape;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** SimulChess: moves at the same instant, settled by speed, interception and base attacks; or one player's move alone. */
public final class SimulchessGame implements Game {

    @Override
    public String id() {
        return "simulchess";
    }

    @Override
    public int order() {
        return 30;
    }

    @Override
    public String title() {
        return "SimulChess";
    }

    @Override
    public String startPosition() {
        return AtOnce.ORTHODOX_START;
    }

    @Override
    public TurnShape turnShape() {
        return TurnShape.ONE_EACH_OR_ONE_ALONE;
    }

    @Override
    public List<String> fenFields() {
        return List.of();
    }

    @Override
    public Set<EventKind> eventKinds() {
        return EnumSet.of(EventKind.MOVED, EventKind.CAPTURED, EventKind.CAPTURE_CANCELLED, EventKind.CASTLING_PREVENTED,
                EventKind.CHAIN_CAPTURE, EventKind.CHECK, EventKind.CHECKMATE, EventKind.COLLISION, EventKind.DESTROYED,
                EventKind.FAILED_CAPTURE, EventKind.INTERCEPTED, EventKind.KING_CAPTURED, EventKind.PROMOTED);
    }

    @Override
    public List<String> lossReasons() {
        return List.of("checkmate", "king-captured");
    }

    @Override
    public List<String> drawReasons() {
        return List.of("mutual-checkmate", "mutual-king-capture", "king-collision", "repetition", "fifty-turns");
    }

    /** The text's worked examples and an opening: a base attack, an interception, a King collision, a chain capture. */
    @Override
    public List<Turn> benchTurns() {
        return List.of(AtOnce.turn(id(), AtOnce.ORTHODOX_START, "e2e4", "e7e5"),
                AtOnce.turn(id(), "5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1", "e4f6", "b7e4"),
                AtOnce.turn(id(), "5rk1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1", "a1a8", "b6a4"),
                AtOnce.turn(id(), "8/p5kp/6p1/r7/4K3/1P4P1/P6P/2R5 w - - 0 1", "e4e5", "a5e5"),
                AtOnce.turn(id(), "3r2k1/pp3ppp/8/8/8/1Pn5/P4PPP/3Q1RK1 w - - 0 1", "d1d8", "c3d1"));
    }
}
