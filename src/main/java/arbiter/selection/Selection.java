package arbiter.selection;

import arbiter.rulebook.FeaturesFolder;
import arbiter.suite.ScenarioTags;
import io.cucumber.tagexpressions.Expression;
import io.cucumber.tagexpressions.TagExpressionException;
import io.cucumber.tagexpressions.TagExpressionParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The scenarios the command line's filters select, checked before a run starts: a ruleset without
 * features, a tag expression that does not parse, or a tag expression, id or clause that selects
 * no scenario is a one-line usage error that names it (and what it most likely meant), not a run
 * that tests nothing. Only the feature files that may hold a selected scenario are parsed
 * ({@link FeatureTags}), so that a run of one scenario starts at once.
 */
public final class Selection {

    private Selection() {
    }

    /**
     * The tag expression and how many scenarios it selects (known before the run, for its progress line).
     *
     * @throws IllegalArgumentException naming the filter that selects nothing
     */
    public static Chosen choose(String root, List<String> rulesets, String tags, List<String> ids, List<String> clauses) {
        Expression tagFilter = tags == null || tags.isBlank() ? null : parse(tags);
        Path folder = root.startsWith("classpath:") ? FeaturesFolder.resolve(root) : Path.of(root);
        List<Path> paths = paths(root, folder, rulesets);
        if (tagFilter == null && ids.isEmpty() && clauses.isEmpty()) {
            return new Chosen(null, scenarios(paths).size());
        }
        FeatureTags written = FeatureTags.under(paths);
        Set<String> known = written.all();
        String combined = Filters.expression(tags, ids, clauses, known);
        List<List<String>> scenarios = scenarios(written.candidates(combined));
        if (scenarios.stream().noneMatch(parse(combined)::evaluate)) {
            scenarios = scenarios(written.candidates(null));
        }
        String scope = rulesets.isEmpty() ? "" : " of the ruleset" + (rulesets.size() > 1 ? "s " : " ") + String.join(", ", rulesets);
        if (tagFilter != null && scenarios.stream().noneMatch(tagFilter::evaluate)) {
            throw selectsNothing("--tags '" + tags + "'", scope, Optional.empty());
        }
        List<String> knownIds = known.stream().filter(t -> t.startsWith("@id:")).map(t -> t.substring(4)).toList();
        for (String id : ids) {
            if (!knownIds.contains(id)) {
                throw selectsNothing("--id " + id, scope, NearMiss.of(id, knownIds));
            }
        }
        Set<String> knownClauses = clausesAndTheirParents(known);
        for (String clause : clauses) {
            if (!knownClauses.contains(clause)) {
                throw selectsNothing("--clause " + clause, scope, NearMiss.of(clause, knownClauses));
            }
        }
        long selected = scenarios.stream().filter(parse(combined)::evaluate).count();
        if (selected == 0) {
            throw new IllegalArgumentException("the filters together select no scenario" + scope + ": " + combined);
        }
        return new Chosen(combined, (int) selected);
    }

    /**
     * What the filters chose.
     *
     * @param expression the tag expression, or null for every scenario
     * @param scenarios  how many scenarios (outline rows counted one by one) it selects
     */
    public record Chosen(String expression, int scenarios) {
    }

    /** The tags of each scenario in {@code files} (files or folders), parsed. */
    private static List<List<String>> scenarios(List<Path> files) {
        List<List<String>> scenarios = new ArrayList<>();
        files.forEach(p -> scenarios.addAll(ScenarioTags.under(p)));
        return scenarios;
    }

    private static Expression parse(String tags) {
        try {
            return TagExpressionParser.parse(tags);
        } catch (TagExpressionException e) {
            String why = e.getMessage() == null ? "" : e.getMessage().replaceFirst("(?s)^.*? because of ", "");
            throw new IllegalArgumentException("--tags '" + tags + "' could not be parsed: " + why, e);
        }
    }

    /** The folders (or file) of the chosen rulesets, or the whole root when none is chosen. */
    private static List<Path> paths(String root, Path folder, List<String> rulesets) {
        if (rulesets.isEmpty()) {
            return List.of(folder);
        }
        List<String> available = Files.isDirectory(folder) ? FeaturesFolder.rulesets(folder) : List.of();
        for (String ruleset : rulesets) {
            if (!available.contains(ruleset)) {
                Optional<String> meant = NearMiss.of(ruleset, available);
                throw new IllegalArgumentException("--ruleset " + ruleset + " selects no scenario: there are no features for it under "
                        + root + meant.map(m -> "; did you mean " + m + "?")
                                .orElse(available.isEmpty() ? "" : "; the rulesets are " + String.join(", ", available)));
            }
        }
        return rulesets.stream().map(folder::resolve).toList();
    }

    /** The clause ids among {@code tags}, each with the ids it refines ({@code xymyx.R2} for {@code xymyx.R2.equal}). */
    private static Set<String> clausesAndTheirParents(Set<String> tags) {
        Set<String> clauses = new TreeSet<>();
        for (String tag : tags) {
            String clause = tag.substring(1);
            if (clause.contains(":")) {
                continue;
            }
            for (int dot = clause.lastIndexOf('.'); dot > 0; dot = clause.lastIndexOf('.')) {
                clauses.add(clause);
                clause = clause.substring(0, dot);
            }
        }
        return clauses;
    }

    private static IllegalArgumentException selectsNothing(String filter, String scope, Optional<String> meant) {
        return new IllegalArgumentException(filter + " selects no scenario" + scope + meant.map(m -> "; did you mean " + m + "?").orElse(""));
    }
}
