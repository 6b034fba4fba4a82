package arbiter.game.xymyx;

import arbiter.api.Side;
import arbiter.api.Turn;
import java.util.List;

/** XYMYX's first edition: the orthodox start position and its own absorption rules, otherwise as the current one. */
public final class XymyxClassicGame extends XymyxGame {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Override
    public String id() {
        return "xymyx-classic";
    }

    @Override
    public int order() {
        return 20;
    }

    @Override
    public String title() {
        return "XYMYX, classic edition";
    }

    @Override
    public String startPosition() {
        return START;
    }

    /** An opening, a Queen absorbing her own pawn, a Rook its own pawn, a collision. */
    @Override
    public List<Turn> benchTurns() {
        return List.of(turn(START, "e2e4", "e7e5"), turn(START, "d1e2", "a8a7"),
                new Turn(id(), "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1a4", "b6a4", Side.BLACK));
    }
}
