package arbiter.reference.zeitgeist;

import arbiter.reference.Ruleset;
import java.util.List;

/** The Zeitgeist ruleset of the reference. */
public final class ZeitgeistRulesets {

    private static final List<Ruleset> ALL = List.of(new ZeitgeistRuleset());

    private ZeitgeistRulesets() {
    }

    /** The rulesets of this game: {@code zeitgeist}. */
    public static List<Ruleset> all() {
        return ALL;
    }
}
