package arbiter.rulebook.spec;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The specification as the book builder sees it: the parsed features, the clause catalogue, and
 * the results of running them against the reference, by scenario id.
 */
public final class Spec {

    private final List<SpecFeature> features;
    private final ClauseCatalogue catalogue;
    private final List<ScenarioResult> results;
    private final Map<String, ScenarioResult> byId = new HashMap<>();

    public Spec(List<SpecFeature> features, ClauseCatalogue catalogue, List<ScenarioResult> results) {
        this.features = List.copyOf(features);
        this.catalogue = catalogue;
        this.results = List.copyOf(results);
        results.forEach(r -> byId.putIfAbsent(r.id(), r));
    }

    public List<SpecFeature> features() {
        return features;
    }

    public ClauseCatalogue catalogue() {
        return catalogue;
    }

    public List<ScenarioResult> results() {
        return results;
    }

    public ScenarioResult result(String key) {
        return byId.get(key);
    }

    /** The key of a scenario's result: its id, and for an outline's row a slash and the row's ruleset. */
    public static String key(SpecScenario s, String ruleset) {
        return s.outline() ? s.id() + "/" + ruleset : s.id();
    }

    /** The feature of {@code ruleset}'s folder whose feature-level tags include the clause; null if none. */
    public SpecFeature featureOf(String ruleset, String clause) {
        return features.stream().filter(f -> f.folder().equals(ruleset) && f.tags().contains("@" + clause))
                .findFirst().orElseGet(() -> features.stream().filter(f -> f.tags().contains("@" + clause)).findFirst().orElse(null));
    }

    /** Every row of every contrast outline, in file order. */
    public List<SpecScenario> contrasts() {
        return features.stream().flatMap(f -> f.scenarios().stream()).filter(SpecScenario::contrast).toList();
    }

    /** The scenario with this id (the first row, for an outline); null if none. */
    public SpecScenario scenario(String id) {
        return features.stream().flatMap(f -> f.scenarios().stream())
                .filter(s -> id.equals(s.id()) || id.startsWith(s.id() + "/")).findFirst().orElse(null);
    }

    /** The scenarios of a ruleset's folder. */
    public List<SpecScenario> scenariosOf(String ruleset) {
        return features.stream().filter(f -> f.folder().equals(ruleset)).flatMap(f -> f.scenarios().stream()).toList();
    }
}
