package arbiter.reference;

import arbiter.reference.revochess.RevochessRulesets;
import arbiter.reference.simulchess.SimulchessRulesets;
import arbiter.reference.xymyx.XymyxRulesets;
import arbiter.reference.zeitgeist.ZeitgeistRulesets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The built-in rulesets, by id: each game's package gives its own through one public factory
 * (XYMYX's {@link XymyxRulesets#all()}), and this registry is the one place that names them.
 */
public final class Rulesets {

    private static final Map<String, Ruleset> ALL = new LinkedHashMap<>();

    static {
        XymyxRulesets.all().forEach(Rulesets::register);
        SimulchessRulesets.all().forEach(Rulesets::register);
        ZeitgeistRulesets.all().forEach(Rulesets::register);
        RevochessRulesets.all().forEach(Rulesets::register);
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
