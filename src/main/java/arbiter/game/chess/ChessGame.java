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
 * Orthodox chess by the FIDE Laws: the players take turns, one move each, and a game ends by the
 * Laws' automatic endings (a claim is not part of a turn).
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
        return List.of("stalemate", "insufficient-material", "repetition", "seventy-five-moves");
    }

    /** Orthodox chess, one move of the player to move: an opening, castling, en passant, a promotion that mates . */
    @Override
    public List<Turn> benchTurns() {
        return List.of(played(START, List.of("e2e4"), List.of()),
                played("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1", List.of(), List.of("e8c8")),
                played("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", List.of("e5d6"), List.of()),
                played("4k3/1P6/4K3/8/8/8/8/8 w - - 0 1", List.of("b7b8q"), List.of()));
    }

    /** Either player to move. */
    @Override
    public void randomState(Position.Builder placement, Random rng) {
        placement.sideToMove(rng.nextBoolean() ? Color.WHITE : Color.BLACK);
    }

    private Turn played(String fen, List<String> white, List<String> black) {
        return new Turn(id(), fen, white, black, null, List.of());
    }
}
