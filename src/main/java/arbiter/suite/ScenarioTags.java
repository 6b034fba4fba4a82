package arbiter.suite;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Pickle;
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
        List<List<String>> scenarios = new ArrayList<>();
        for (Path file : FeatureFiles.under(features)) {
            scenarios.addAll(of(file));
        }
        return scenarios;
    }

    private static List<List<String>> of(Path file) {
        try {
            byte[] text = FeatureFiles.read(file).getBytes(StandardCharsets.UTF_8);
            return GherkinParser.builder().includeSource(false).includeGherkinDocument(false).build().parse(file.toString(), text)
                    .map(Envelope::getPickle).flatMap(Optional::stream).map(Pickle::getTags)
                    .map(tags -> tags.stream().map(PickleTag::getName).toList()).toList();
        } catch (RuntimeException e) {
            return List.of();
        }
    }
}
