package arbiter.reference.revochess;

import arbiter.reference.Ruleset;
import java.util.List;

/** The RevoChess ruleset of the reference. */
public final class RevochessRulesets {

    private static final List<Ruleset> ALL = List.of(new RevochessRuleset());

    private RevochessRulesets() {
    }

    /** The rulesets of this game: {@code revochess}. */
    public static List<Ruleset> all() {
        return ALL;
    }
}
