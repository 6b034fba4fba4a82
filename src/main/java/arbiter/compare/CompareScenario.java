package arbiter.compare;

import java.util.List;

/**
 * A scenario as the compared runs name it.
 *
 * @param key          its id, made unique within the comparison (a second scenario of the same id gets "#2")
 * @param id           its stable id
 * @param name         its title
 * @param ruleset      the ruleset it plays, or {@link arbiter.report.RunTallies#NO_RULESET}
 * @param countedUnder the clauses its verdict counts under, as in {@code report.json}
 */
public record CompareScenario(String key, String id, String name, String ruleset, List<String> countedUnder) {

    public CompareScenario {
        countedUnder = List.copyOf(countedUnder);
    }
}
