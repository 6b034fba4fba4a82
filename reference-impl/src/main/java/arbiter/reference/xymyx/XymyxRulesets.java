package arbiter.reference.xymyx;

import arbiter.reference.Ruleset;
import java.util.List;

/**
 * XYMYX's entry in the reference's registry, and the only public class of this package: both
 * editions, current ({@code xymyx}) then classic ({@code xymyx-classic}), as {@link Ruleset}s.
 */
public final class XymyxRulesets {

    private static final List<Ruleset> ALL = List.of(new XymyxRuleset(new Xymyx()), new XymyxRuleset(new XymyxClassic()));

    private XymyxRulesets() {
    }

    /** Both editions of XYMYX, the current one first. */
    public static List<Ruleset> all() {
        return ALL;
    }
}
