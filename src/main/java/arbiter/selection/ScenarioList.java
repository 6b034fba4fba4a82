package arbiter.selection;

import arbiter.rulebook.FeaturesFolder;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioTags;
import arbiter.summary.Plural;
import io.cucumber.tagexpressions.TagExpressionParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@code arbiter list} shows: per ruleset, in the one ruleset order, its clauses with their
 * titles and how many of the selected scenarios exercise each, then the selected scenarios. A
 * filtered list keeps only the scenarios selected and the clauses they touch.
 */
public final class ScenarioList {

    /** One ruleset's part of the list. */
    public record Ruleset(String id, List<Clause> clauses, List<Scenario> scenarios) {
    }

    /** A clause of the catalogue (or a tag the catalogue lacks, with an empty title). */
    record Clause(String id, String title, int scenarios) {
    }

    /** A scenario: its stable id, its name, the clauses it counts under. */
    record Scenario(String id, String name, List<String> clauses) {
    }

    private ScenarioList() {
    }

    /** The list for a features root ({@code classpath:features} or a folder), the rulesets given (empty: all), and a tag expression (null: all). */
    public static List<Ruleset> of(String root, List<String> rulesets, String expression) {
        Path folder = FeaturesFolder.resolve(root);
        ClauseCatalogue catalogue = ClauseCatalogue.forFeatures(root);
        var filter = expression == null ? null : TagExpressionParser.parse(expression);
        List<Ruleset> list = new ArrayList<>();
        for (String ruleset : rulesets.isEmpty() ? FeaturesFolder.rulesets(folder) : rulesets) {
            List<Scenario> scenarios = new ArrayList<>();
            Map<String, Integer> counts = new LinkedHashMap<>();
            catalogue.idsOf(ruleset).forEach(c -> counts.put(c, 0));
            for (ScenarioTags.Named s : ScenarioTags.scenarios(folder.resolve(ruleset))) {
                if (filter != null && !filter.evaluate(s.tags())) {
                    continue;
                }
                Set<String> clauses = new LinkedHashSet<>();
                s.tags().stream().map(t -> t.substring(1)).filter(t -> t.startsWith(ruleset + ".") && !t.contains(":"))
                        .forEach(t -> clauses.add(catalogue.clauseOf(t) == null ? t : catalogue.clauseOf(t)));
                clauses.forEach(c -> counts.merge(c, 1, Integer::sum));
                scenarios.add(new Scenario(s.id(), s.name(), List.copyOf(clauses)));
            }
            List<Clause> clauses = counts.entrySet().stream().filter(e -> expression == null || e.getValue() > 0)
                    .map(e -> new Clause(e.getKey(), catalogue.title(e.getKey()), e.getValue())).toList();
            if (expression == null || !scenarios.isEmpty()) {
                list.add(new Ruleset(ruleset, clauses, scenarios));
            }
        }
        return list;
    }

    /** The list as text: a heading per ruleset, its clauses, then its scenarios. */
    public static String text(List<Ruleset> list) {
        StringBuilder s = new StringBuilder();
        for (Ruleset r : list) {
            s.append(r.id()).append(": ").append(Plural.of(r.clauses().size(), "clause")).append(", ")
                    .append(Plural.of(r.scenarios().size(), "scenario")).append('\n');
            int idWidth = r.clauses().stream().mapToInt(c -> c.id().length()).max().orElse(0);
            s.append("  clauses (id, scenarios, title):\n");
            for (Clause c : r.clauses()) {
                s.append(String.format("    %-" + idWidth + "s %4d  %s%n", c.id(), c.scenarios(), c.title()));
            }
            int scenarioWidth = r.scenarios().stream().mapToInt(c -> String.valueOf(c.id()).length()).max().orElse(0);
            s.append("  scenarios (id, name):\n");
            for (Scenario c : r.scenarios()) {
                s.append(String.format("    %-" + scenarioWidth + "s  %s%n", c.id() == null ? "(no id)" : c.id(), c.name()));
            }
            s.append('\n');
        }
        return s.toString();
    }
}
