package arbiter.game;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Stream;

/**
 * The games Arbiter knows: every {@link Game} listed in {@code META-INF/services/arbiter.game.Game},
 * which is the one place that names them, in their {@link Game#order()}.
 */
public final class Games {

    private static final List<Game> ALL = loaded().stream().sorted(Comparator.comparingInt(Game::order).thenComparing(Game::id)).toList();

    private Games() {
    }

    /** Every game listed, by iterating the loader (TeaVM, which compiles the reference to JavaScript, has no {@code ServiceLoader.stream}). */
    private static List<Game> loaded() {
        List<Game> games = new java.util.ArrayList<>();
        ServiceLoader.load(Game.class).forEach(games::add);
        return games;
    }

    /** Every game, in display order. */
    public static List<Game> all() {
        return ALL;
    }

    /** The ids of every game, in display order. */
    public static List<String> ids() {
        return ALL.stream().map(Game::id).toList();
    }

    /** Every reason some game is lost for, each once, in the games' order. */
    public static List<String> lossReasons() {
        return ALL.stream().flatMap(g -> g.lossReasons().stream()).distinct().toList();
    }

    /** Every reason some game is drawn for, each once, in the games' order. */
    public static List<String> drawReasons() {
        return ALL.stream().flatMap(g -> g.drawReasons().stream()).distinct().toList();
    }

    /** Every reason some game ends for: the losses, then the draws, each once. */
    public static List<String> outcomeReasons() {
        return Stream.concat(lossReasons().stream(), drawReasons().stream()).distinct().toList();
    }

    /** The game of {@code id}, or empty when Arbiter knows none of that id. */
    public static Optional<Game> byId(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst();
    }

    /** The game of {@code id}; a clear refusal naming the known ids when there is none. */
    public static Game require(String id) {
        return byId(id).orElseThrow(() -> new IllegalArgumentException("unknown ruleset \"" + id + "\"; Arbiter knows "
                + String.join(", ", ids())));
    }
}
