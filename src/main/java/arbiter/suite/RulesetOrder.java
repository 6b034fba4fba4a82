package arbiter.suite;

import arbiter.game.Games;
import java.util.Comparator;
import java.util.List;

/**
 * The one order rulesets are listed in, in every output (the terminal's table, report.json and
 * report.html, junit.xml, the badges, the rulebooks): the games' own ({@link Games}); then any
 * ruleset Arbiter does not know, by name; then anything that is not a ruleset id, such as
 * {@code (none)} for scenarios that never named theirs.
 */
public final class RulesetOrder {

    /** The order of the games Arbiter knows. */
    public static final Comparator<String> CATALOGUE = of(Games.ids());

    private RulesetOrder() {
    }

    /** The order that lists {@code known} first, as given. */
    static Comparator<String> of(List<String> known) {
        return Comparator.<String>comparingInt(r -> rank(known, r)).thenComparing(Comparator.naturalOrder());
    }

    private static int rank(List<String> known, String ruleset) {
        int i = known.indexOf(ruleset);
        return i >= 0 ? i : ruleset.matches("[a-z0-9-]+") ? known.size() : known.size() + 1;
    }
}
