package arbiter.game.chess;

import arbiter.api.EventKind;
import arbiter.api.Turn;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.game.Game;
import arbiter.game.TurnShape;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Orthodox chess: one move of the player to move. A stopgap of the branch node-adapters, so that the
 * ruleset of branch chess (made before the game descriptors) runs on main's machinery; the chess
 * branch's own descriptor replaces it.
 */
public final class ChessGame implements Game {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Override
    public String id() {
        return "chess";
    }

    @Override
    public int order() {
        return 60;
    }

    @Override
    public String title() {
        return "Chess";
    }

    @Override
    public String startPosition() {
        return START;
    }

    @Override
    public TurnShape turnShape() {
        return TurnShape.ONE_OF_THE_MOVER;
    }

    @Override
    public List<String> fenFields() {
        return List.of();
    }

    @Override
    public Set<EventKind> eventKinds() {
        return EnumSet.of(EventKind.MOVED, EventKind.CAPTURED, EventKind.PROMOTED, EventKind.CHECK, EventKind.CHECKMATE);
    }

    @Override
    public List<String> lossReasons() {
        return List.of("checkmate");
    }

    @Override
    public List<String> drawReasons() {
        return List.of("stalemate", "insufficient-material", "fifty-turns", "repetition");
    }

    @Override
    public List<Turn> benchTurns() {
        return List.of(new Turn(id(), START, List.of("e2e4"), List.of(), null, List.of()),
                new Turn(id(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", List.of(), List.of("e7e5"), null, List.of()));
    }

    /** Either player to move. */
    @Override
    public void randomState(Position.Builder placement, Random rng) {
        placement.sideToMove(rng.nextBoolean() ? Color.WHITE : Color.BLACK);
    }
}
