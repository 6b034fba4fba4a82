package arbiter.game.revochess;

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

/** RevoChess: two moves of the player whose turn it is, check ignored, the King taken to win, castling a swap once a game. */
public final class RevochessGame implements Game {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

    @Override
    public String id() {
        return "revochess";
    }

    @Override
    public int order() {
        return 50;
    }

    @Override
    public String title() {
        return "RevoChess";
    }

    @Override
    public String startPosition() {
        return START;
    }

    @Override
    public TurnShape turnShape() {
        return TurnShape.TWO_OF_THE_MOVER;
    }

    @Override
    public List<String> fenFields() {
        return List.of("castled");
    }

    @Override
    public Set<EventKind> eventKinds() {
        return EnumSet.of(EventKind.MOVED, EventKind.CAPTURED, EventKind.CASTLED, EventKind.KING_CAPTURED, EventKind.PROMOTED);
    }

    @Override
    public List<String> lossReasons() {
        return List.of("king-captured");
    }

    @Override
    public List<String> drawReasons() {
        return List.of("repetition");
    }

    @Override
    public boolean castlesBySwap() {
        return true;
    }

    /** The text's example turns: two moves of one player each, a swap castling among them. */
    @Override
    public List<Turn> benchTurns() {
        return List.of(played(START, List.of("e2e4", "g1f3"), List.of()),
                played("rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 0 1", List.of(), List.of("e7e6", "b8c6")),
                played("r1bqkbnr/pppp1ppp/2n1p3/8/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 2", List.of("e1h1", "d2d4"), List.of()));
    }

    /** No castling rights (castling is the once-a-game swap), either player to move, now and then one who has castled. */
    @Override
    public void randomState(Position.Builder placement, Random rng) {
        placement.castling(Set.of()).sideToMove(rng.nextBoolean() ? Color.WHITE : Color.BLACK);
        if (rng.nextInt(3) == 0) {
            placement.castled(rng.nextBoolean() ? Color.WHITE : Color.BLACK, true);
        }
    }

    private Turn played(String fen, List<String> white, List<String> black) {
        return new Turn(id(), fen, white, black, null, List.of());
    }
}
