package arbiter.game.zeitgeist;

import arbiter.api.EventKind;
import arbiter.api.Turn;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.game.AtOnce;
import arbiter.game.Game;
import arbiter.game.TurnShape;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** Zeitgeist: moves at the same instant, settled in rounds where pieces bounce; two turns in check lose. */
public final class ZeitgeistGame implements Game {

    @Override
    public String id() {
        return "zeitgeist";
    }

    @Override
    public int order() {
        return 40;
    }

    @Override
    public String title() {
        return "Zeitgeist";
    }

    @Override
    public String startPosition() {
        return AtOnce.ORTHODOX_START;
    }

    @Override
    public TurnShape turnShape() {
        return TurnShape.ONE_EACH_AT_ONCE;
    }

    @Override
    public List<String> fenFields() {
        return List.of("checks");
    }

    @Override
    public Set<EventKind> eventKinds() {
        return EnumSet.of(EventKind.MOVED, EventKind.CAPTURED, EventKind.BOUNCED, EventKind.CHECK, EventKind.DESTROYED,
                EventKind.KING_CAPTURED, EventKind.PROMOTED);
    }

    @Override
    public List<String> lossReasons() {
        return List.of("king-captured", "two-turns-in-check");
    }

    @Override
    public List<String> drawReasons() {
        return List.of("repetition", "fifty-turns");
    }

    /** An opening and the settlements that take rounds: a pawn's capture that finds nothing, two blocked Rooks, the three-piece square. */
    @Override
    public List<Turn> benchTurns() {
        return List.of(AtOnce.turn(id(), AtOnce.ORTHODOX_START, "e2e4", "e7e5"),
                AtOnce.turn(id(), "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "d5d4"),
                AtOnce.turn(id(), "r3k3/8/8/8/8/8/P7/R3K3 w - - 0 1", "a1a8", "a8a1"),
                AtOnce.turn(id(), "4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1", "c3d5", "e6d5"));
    }

    /** Now and then a King that ended the last turn in check. */
    @Override
    public void randomState(Position.Builder placement, Random rng) {
        if (rng.nextInt(4) == 0) {
            placement.checks(rng.nextBoolean() ? Color.WHITE : Color.BLACK, 1);
        }
    }
}
