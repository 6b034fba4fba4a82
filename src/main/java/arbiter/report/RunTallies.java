package arbiter.report;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.RulesetOrder;
import arbiter.suite.ScenarioResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * A run's counts, kept as results come so that writers need no extra pass: in all, per ruleset, per
 * clause. The one place that says where a scenario counts, which every output reads: under its own
 * ruleset ({@link #rulesetOf}), and under the clauses of {@link #clausesOf}.
 */
public final class RunTallies {

    /** Where a scenario that never named its ruleset is counted. */
    public static final String NO_RULESET = "(none)";

    private final ClauseCatalogue catalogue;
    private final Tally all = new Tally();
    private final Map<String, Tally> rulesets = new TreeMap<>(RulesetOrder.CATALOGUE);
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
        rulesets.computeIfAbsent(rulesetOf(r), k -> new Tally()).add(r.verdict());
        clausesOf(r).forEach(c -> clauses.computeIfAbsent(c, k -> new Tally()).add(r.verdict()));
    }

    /** The ruleset a scenario played (a contrast row: its row's), or {@link #NO_RULESET}. */
    public static String rulesetOf(ScenarioResult r) {
        return r.ruleset() == null ? NO_RULESET : r.ruleset();
    }

    /**
     * The clauses a scenario counts under, each once: the clause tags of its own ruleset only (a
     * contrast row's tags of the other edition are not its), each folded into the catalogue clause it
     * refines ({@code xymyx.R2.equal} counts under {@code xymyx.R2}); a tag the catalogue lacks counts
     * as itself. Its verdict is counted as it is: not applicable stays not applicable.
     */
    public List<String> clausesOf(ScenarioResult r) {
        String prefix = rulesetOf(r) + ".";
        Set<String> ids = new LinkedHashSet<>();
        for (String tag : r.clauses()) {
            if (tag.startsWith(prefix)) {
                String clause = catalogue.clauseOf(tag);
                ids.add(clause == null ? tag : clause);
            }
        }
        return List.copyOf(ids);
    }

    public Tally all() {
        return all;
    }

    /** Per ruleset, in {@link RulesetOrder#CATALOGUE} order. */
    public Map<String, Tally> rulesets() {
        return rulesets;
    }

    /** The clause rows of a ruleset: its catalogue clauses in order, then any clause counted that the catalogue lacks. */
    public synchronized List<String> clauseIds(String ruleset) {
        List<String> ids = new ArrayList<>(catalogue.idsOf(ruleset));
        clauses.keySet().stream().filter(c -> c.startsWith(ruleset + ".") && !catalogue.contains(c)).forEach(ids::add);
        return ids;
    }

    /** The title of a clause row: the catalogue's, or a note that the catalogue lacks it. */
    public String title(String clause) {
        return catalogue.contains(clause) ? catalogue.title(clause) : "(not in the catalogue)";
    }

    public synchronized Tally clause(String id) {
        return clauses.getOrDefault(id, new Tally());
    }
}
