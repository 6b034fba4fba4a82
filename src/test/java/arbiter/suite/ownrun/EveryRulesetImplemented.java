package arbiter.suite.ownrun;

import arbiter.api.Description;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.Target;
import io.cucumber.java.Before;
import java.util.List;

/**
 * A hook of the project's own run of the specification ({@code SpecificationTest}, glued in by
 * junit-platform.properties): the reference implements every ruleset the specification has clauses
 * for. Without it, a ruleset dropped from the reference's registry would leave its scenarios not
 * applicable, and the run would pass. Other implementations may declare what they like.
 */
public class EveryRulesetImplemented {

    private static final List<String> RULESETS = ClauseCatalogue.forFeatures("features").rulesets();

    @Before
    public void theReferenceImplementsEveryRuleset() {
        Description described = Target.implementation().describe();
        if (described.name().equals(Target.REFERENCE)) {
            List<String> missing = RULESETS.stream().filter(r -> !described.supports(r)).toList();
            if (!missing.isEmpty()) {
                throw new AssertionError(Target.REFERENCE + " does not implement " + String.join(", ", missing)
                        + ", and the reference implements every ruleset of the specification");
            }
        }
    }
}
