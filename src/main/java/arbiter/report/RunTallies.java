package arbiter.report;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** A run's counts, kept as results come so that writers need no extra pass: in all, per ruleset, per clause. */
public final class RunTallies {

    private final ClauseCatalogue catalogue;
    private final Tally all = new Tally();
    private final Map<String, Tally> rulesets = new TreeMap<>();
    private final Map<String, Tally> clauses = new TreeMap<>();

    public RunTallies(ClauseCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    public static RunTallies of(Iterable<ScenarioResult> results, ClauseCatalogue catalogue) {
        RunTallies t = new RunTallies(catalogue);
        results.forEach(t::add);
        return t;
    }

    public synchronized void add(ScenarioResult r) {
        all.add(r.verdict());
        String ruleset = rulesetOf(r);
        rulesets.computeIfAbsent(ruleset, k -> new Tally()).add(r.verdict());
        Set<String> ids = new LinkedHashSet<>();
        for (String tag : r.clauses()) {
            String clause = catalogue.clauseOf(tag);
            ids.add(clause == null ? tag : clause);
        }
        ids.stream().filter(c -> c.startsWith(ruleset + ".")).forEach(c -> clauses.computeIfAbsent(c, k -> new Tally()).add(r.verdict()));
    }

    static String rulesetOf(ScenarioResult r) {
        return r.ruleset() == null ? "(none)" : r.ruleset();
    }

    public Tally all() {
        return all;
    }

    /** Per ruleset, sorted by id. */
    public Map<String, Tally> rulesets() {
        return rulesets;
    }

    public Tally clause(String id) {
        return clauses.getOrDefault(id, new Tally());
    }

    public ClauseCatalogue catalogue() {
        return catalogue;
    }
}
