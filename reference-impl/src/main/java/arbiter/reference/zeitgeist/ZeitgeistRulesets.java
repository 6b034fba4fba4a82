package arbiter.reference.zeitgeist;

import arbiter.reference.Ruleset;
import java.util.List;

/** The Zeitgeist ruleset of the reference. */
public final class ZeitgeistRulesets {

    private ZeitgeistRulesets() {
    }

    /** The rulesets of this game: {@code zeitgeist}. */
    public static List<Ruleset> all() {
        return List.of(new ZeitgeistRuleset());
    }
}
