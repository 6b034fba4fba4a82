package arbiter.suite;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** Scenario results counted per clause id, in catalogue order, as a plain-text table. */
public final class ClauseSummary {

    private ClauseSummary() {
    }

    public static String table(Iterable<ScenarioResult> results, ClauseCatalogue catalogue) {
        Map<String, Map<Verdict, Integer>> counts = new LinkedHashMap<>();
        Set<String> rulesets = new LinkedHashSet<>();
        for (ScenarioResult r : results) {
            for (String clause : new LinkedHashSet<>(r.clauses().stream().map(c -> clauseOrSelf(catalogue, c)).toList())) {
                counts.computeIfAbsent(clause, c -> new EnumMap<>(Verdict.class)).merge(r.verdict(), 1, Integer::sum);
                rulesets.add(clause.substring(0, clause.indexOf('.')));
            }
        }
        StringBuilder s = new StringBuilder(String.format("%-22s %6s %6s %7s %7s %4s  %s%n",
                "clause", "passed", "failed", "errored", "skipped", "n/a", "title"));
        for (String ruleset : rulesets) {
            for (String id : catalogue.idsOf(ruleset)) {
                row(s, id, counts.getOrDefault(id, Map.of()), catalogue.title(id));
            }
            counts.keySet().stream().filter(id -> id.startsWith(ruleset + ".") && !catalogue.contains(id))
                    .forEach(id -> row(s, id, counts.get(id), "(not in the catalogue)"));
        }
        return s.toString();
    }

    private static String clauseOrSelf(ClauseCatalogue catalogue, String tag) {
        String clause = catalogue.clauseOf(tag);
        return clause == null ? tag : clause;
    }

    private static void row(StringBuilder s, String id, Map<Verdict, Integer> c, String title) {
        String shortTitle = title.length() > 60 ? title.substring(0, 57) + "..." : title;
        s.append(String.format("%-22s %6d %6d %7d %7d %4d  %s%n", id, c.getOrDefault(Verdict.PASSED, 0),
                c.getOrDefault(Verdict.FAILED, 0), c.getOrDefault(Verdict.ERRORED, 0), c.getOrDefault(Verdict.SKIPPED, 0),
                c.getOrDefault(Verdict.NOT_APPLICABLE, 0), shortTitle));
    }
}
