package arbiter.rulebook.spec;

import java.util.List;

/**
 * One scenario of a feature file as the rulebook reads it; a Scenario Outline gives one per row of
 * its examples.
 *
 * @param id          the stable id of its {@code @id:} tag, or null when it has none
 * @param name        its title
 * @param description its description, as written
 * @param tags        its feature's tags, its own and its examples', with the {@code @}
 * @param line        its line in the file
 * @param outline     true for a row of a Scenario Outline
 * @param steps       its steps, Background first
 */
public record SpecScenario(String id, String name, String description, List<String> tags, int line, boolean outline,
        List<SpecStep> steps) {

    public SpecScenario {
        tags = List.copyOf(tags);
        steps = List.copyOf(steps);
    }

    public boolean contrast() {
        return tags.contains("@contrast");
    }
}
