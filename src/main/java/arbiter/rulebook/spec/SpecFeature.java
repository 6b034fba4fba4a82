package arbiter.rulebook.spec;

import java.util.List;

/**
 * One feature file as the rulebook reads it.
 *
 * @param file        the file, relative to the features folder, with forward slashes
 * @param folder      the name of the folder it is in (its ruleset), or "" at the top
 * @param name        the feature's name
 * @param description its description: the rule in the project's own words
 * @param tags        the feature-level tags, with the {@code @}
 * @param scenarios   its scenarios in file order (an outline's rows one after another)
 */
public record SpecFeature(String file, String folder, String name, String description, List<String> tags,
        List<SpecScenario> scenarios) {

    public SpecFeature {
        tags = List.copyOf(tags);
        scenarios = List.copyOf(scenarios);
    }
}
