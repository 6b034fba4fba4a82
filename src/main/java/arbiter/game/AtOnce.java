package arbiter.game;

import arbiter.api.Turn;
import java.util.List;

/** Turns of the games where both players move at the same instant, for the games' own lists. */
public final class AtOnce {

    /** The orthodox start position, which most games keep. */
    public static final String ORTHODOX_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private AtOnce() {
    }

    /** One move each, nobody registered first, no history. */
    public static Turn turn(String ruleset, String fen, String white, String black) {
        return new Turn(ruleset, fen, List.of(white), List.of(black), null, List.of());
    }
}
