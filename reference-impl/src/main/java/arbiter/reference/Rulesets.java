package arbiter.reference;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The built-in rulesets, by id. */
public final class Rulesets {

    private static final Map<String, Ruleset> ALL = new LinkedHashMap<>();

    static {
        register(new XymyxRuleset(new Xymyx()));
        register(new XymyxRuleset(new XymyxClassic()));
    }

    private Rulesets() {
    }

    private static void register(Ruleset ruleset) {
        ALL.put(ruleset.id(), ruleset);
    }

    public static Optional<Ruleset> byId(String id) {
        return Optional.ofNullable(ALL.get(id));
    }

    public static List<String> ids() {
        return List.copyOf(ALL.keySet());
    }
}
