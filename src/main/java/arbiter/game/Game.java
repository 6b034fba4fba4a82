package arbiter.game;

import arbiter.api.EventKind;
import arbiter.api.Turn;
import arbiter.board.Position;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Everything the machinery (suite, reports, perft, fuzzer, bench, rulebook) may know about one
 * ruleset, declared once in the game's own package and found through {@link Games}. Nothing outside
 * a game's folders names the game: it asks this.
 */
public interface Game {

    /** The ruleset id, as scenarios, the protocol and every output write it ({@code simulchess}). */
    String id();

    /** Where the ruleset comes in every list, lowest first. */
    int order();

    /** The ruleset's name for readers ("XYMYX, current edition"). */
    String title();

    /** The position every game of this ruleset starts from, as FEN. */
    String startPosition();

    /** What the players do in one turn. */
    TurnShape turnShape();

    /** The FEN fields beyond the six that the ruleset keeps ({@code frozen}, {@code checks}, {@code castled}). */
    List<String> fenFields();

    /** Every kind of event a turn of this ruleset may report. */
    Set<EventKind> eventKinds();

    /** The reasons a game of this ruleset is lost for, by one player (a win) or both at once; the first that applies is given. */
    List<String> lossReasons();

    /** The reasons a game of this ruleset is drawn for. */
    List<String> drawReasons();

    /** Every reason a game of this ruleset may end for: its losses, then its draws. */
    default List<String> outcomeReasons() {
        return Stream.concat(lossReasons().stream(), drawReasons().stream()).distinct().toList();
    }

    /** Whether castling is written as a swap of the King and a Rook ({@code 0-h1}) instead of the King's move. */
    default boolean castlesBySwap() {
        return false;
    }

    /** A few legal turns that benchmarks resolve, mixing quiet moves with the conflicts the ruleset settles. */
    List<Turn> benchTurns();

    /**
     * Gives a random placement the ruleset's own state, for the fuzzer (frozen pieces, turns in
     * check, who castled, the side to move); the default adds nothing.
     *
     * @param placement the pieces, castling rights and clocks drawn so far
     * @param rng       the source of every random choice, so a seed replays the same placement
     */
    default void randomState(Position.Builder placement, Random rng) {
    }
}
