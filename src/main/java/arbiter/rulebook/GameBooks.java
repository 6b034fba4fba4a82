package arbiter.rulebook;

import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;

/**
 * The games' own parts of the rulebook: every {@link GameBook} listed in
 * {@code META-INF/services/arbiter.rulebook.GameBook}, which is the one place that names them.
 */
public final class GameBooks {

    /** The part of a ruleset that has none of its own: the shared telling and legend. */
    static final GameBook PLAIN = Set::of;

    private static final List<GameBook> ALL = loaded();

    private GameBooks() {
    }

    /** Every book part listed, by iterating the loader (TeaVM has no {@code ServiceLoader.stream}). */
    private static List<GameBook> loaded() {
        List<GameBook> parts = new java.util.ArrayList<>();
        ServiceLoader.load(GameBook.class).forEach(parts::add);
        return parts;
    }

    /** Every game's part, in the order the registry lists them. */
    public static List<GameBook> all() {
        return ALL;
    }

    /** The part that serves {@code ruleset}; the plain machinery's defaults when no game's part does (or for null). */
    public static GameBook of(String ruleset) {
        return ruleset == null ? PLAIN : ALL.stream().filter(b -> b.rulesets().contains(ruleset)).findFirst().orElse(PLAIN);
    }
}
