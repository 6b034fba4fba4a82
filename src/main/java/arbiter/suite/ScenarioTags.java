package arbiter.suite;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.PickleTag;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The tags of every scenario under a features path, as a tag expression selects on them: one list
 * per scenario that will run (each row of an outline), its feature's and examples' tags included.
 * Read before a run, to tell whether a filter selects anything; a file that cannot be read or does
 * not parse is left out (the run reports it).
 */
public final class ScenarioTags {

    private ScenarioTags() {
    }

    /** The tags of each scenario under {@code features}, a folder or a feature file. */
    public static List<List<String>> under(Path features) {
        return scenarios(features).stream().map(Named::tags).toList();
    }

    /** Each scenario under {@code features}, a folder or a feature file, with its name and tags. */
    public static List<Named> scenarios(Path features) {
        List<Named> scenarios = new ArrayList<>();
        for (Path file : FeatureFiles.under(features)) {
            scenarios.addAll(of(file));
        }
        return scenarios;
    }

    /**
     * A scenario that will run (a row of an outline is one).
     *
     * @param name its name
     * @param tags its tags with their {@code @}, its feature's and examples' included
     */
    public record Named(String name, List<String> tags) {

        /** Its stable id (the {@code @id:} tag's value), or null. */
        public String id() {
            return tags.stream().filter(t -> t.startsWith("@id:")).map(t -> t.substring(4)).findFirst().orElse(null);
        }
    }

    private static List<Named> of(Path file) {
        try {
            byte[] text = FeatureFiles.read(file).getBytes(StandardCharsets.UTF_8);
            return GherkinParser.builder().includeSource(false).includeGherkinDocument(false).build().parse(file.toString(), text)
                    .map(Envelope::getPickle).flatMap(Optional::stream)
                    .map(p -> new Named(p.getName(), p.getTags().stream().map(PickleTag::getName).toList())).toList();
        } catch (RuntimeException e) {
            return List.of();
        }
    }
}
