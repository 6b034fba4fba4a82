package arbiter.game;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The games Arbiter knows: every {@link Game} listed in {@code META-INF/services/arbiter.game.Game},
 * which is the one place that names them, in their {@link Game#order()}.
 */
public final class Games {

    private static final List<Game> ALL = ServiceLoader.load(Game.class, Games.class.getClassLoader()).stream()
            .map(ServiceLoader.Provider::get).sorted(Comparator.comparingInt(Game::order).thenComparing(Game::id)).toList();

    private Games() {
    }

    /** Every game, in display order. */
    public static List<Game> all() {
        return ALL;
    }

    /** The ids of every game, in display order. */
    public static List<String> ids() {
        return ALL.stream().map(Game::id).toList();
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
