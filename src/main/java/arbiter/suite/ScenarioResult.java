package arbiter.suite;

import java.util.List;

/**
 * One scenario's result.
 *
 * @param id      the stable id from its {@code @id:} tag (for a row of a Scenario Outline over rulesets,
 *                the id, a slash and the row's ruleset), or its file and line when it has no id of its
 *                own (none, two, or one another scenario has too: an error); for a feature file
 *                that could not run at all, its path
 * @param name    its title
 * @param file    the feature file, relative to the working directory where possible
 * @param line    the line of the scenario in that file
 * @param tags    all its tags, feature tags included, with the {@code @}
 * @param ruleset the ruleset it played, or null when it never named one
 * @param verdict how it ended
 * @param message why, for anything but a pass; empty otherwise
 * @param detail  the turn it played and the expected and actual answers; never null
 * @param millis  how long it took, in milliseconds
 */
public record ScenarioResult(String id, String name, String file, int line, List<String> tags, String ruleset,
        Verdict verdict, String message, ScenarioDetail detail, long millis) {

    public ScenarioResult {
        tags = List.copyOf(tags);
        detail = detail == null ? ScenarioDetail.NONE : detail;
    }

    /** The clause ids it is tagged with (tags containing a dot, without the {@code @}). */
    public List<String> clauses() {
        return tags.stream().map(t -> t.substring(1)).filter(t -> t.contains(".") && !t.contains(":")).toList();
    }
}
