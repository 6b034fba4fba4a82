package arbiter.reference.simulchess;

import arbiter.reference.Ruleset;
import java.util.List;

/** The SimulChess ruleset of the reference. */
public final class SimulchessRulesets {

    private static final List<Ruleset> ALL = List.of(new SimulchessRuleset());

    private SimulchessRulesets() {
    }

    /** The rulesets of this game: {@code simulchess}. */
    public static List<Ruleset> all() {
        return ALL;
    }
}
