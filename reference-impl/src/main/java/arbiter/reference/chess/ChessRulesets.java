package arbiter.reference.chess;

import arbiter.reference.Ruleset;
import java.util.List;

/** The orthodox chess ruleset of the reference. */
public final class ChessRulesets {

    private static final List<Ruleset> ALL = List.of(new ChessRuleset());

    private ChessRulesets() {
    }

    /** The rulesets of this game: {@code chess}. */
    public static List<Ruleset> all() {
        return ALL;
    }
}
