package arbiter.rulebook.spec;

import arbiter.suite.FeatureFiles;
import arbiter.suite.UserFile;
import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleStep;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Tag;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the feature files under a folder with the Gherkin parser: each feature's name, description
 * and tags, and each scenario's title, description, tags and compiled steps (from its pickles, so
 * that Background steps come first and an outline's rows are filled in).
 */
public final class SpecReader {

    private SpecReader() {
    }

    /** Every feature under {@code root}, in path order. A file that cannot be read or does not parse is left out (the run reports it). */
    public static List<SpecFeature> read(Path root) {
        List<SpecFeature> features = new ArrayList<>();
        for (Path file : FeatureFiles.under(root)) {
            String text;
            try {
                text = FeatureFiles.read(file);
            } catch (UserFile.Refused e) {
                continue;
            }
            read(root, file, text).ifPresent(features::add);
        }
        return features;
    }

    private static Optional<SpecFeature> read(Path root, Path file, String text) {
        List<Envelope> envelopes = GherkinParser.builder().includeSource(false).build()
                .parse(file.toString(), text.getBytes(StandardCharsets.UTF_8)).toList();
        Optional<Feature> feature = envelopes.stream().map(Envelope::getGherkinDocument).flatMap(Optional::stream)
                .map(GherkinDocument::getFeature).flatMap(Optional::stream).findFirst();
        if (feature.isEmpty() || envelopes.stream().anyMatch(e -> e.getParseError().isPresent())) {
            return Optional.empty();
        }
        Map<String, Scenario> byNode = new HashMap<>();
        for (FeatureChild child : feature.get().getChildren()) {
            child.getScenario().ifPresent(s -> byNode.put(s.getId(), s));
            child.getRule().ifPresent(rule -> rule.getChildren()
                    .forEach(rc -> rc.getScenario().ifPresent(s -> byNode.put(s.getId(), s))));
        }
        List<SpecScenario> scenarios = new ArrayList<>();
        envelopes.stream().map(Envelope::getPickle).flatMap(Optional::stream)
                .forEach(pickle -> scenario(pickle, byNode).ifPresent(scenarios::add));
        String relative = root.relativize(file).toString().replace('\\', '/');
        Path parent = root.relativize(file).getParent();
        String folder = parent == null ? "" : parent.getFileName().toString();
        Feature f = feature.get();
        return Optional.of(new SpecFeature(relative, folder, f.getName().trim(), nullToEmpty(f.getDescription()),
                f.getTags().stream().map(Tag::getName).toList(), scenarios));
    }

    private static Optional<SpecScenario> scenario(Pickle pickle, Map<String, Scenario> byNode) {
        Scenario s = pickle.getAstNodeIds().stream().map(byNode::get).filter(x -> x != null).findFirst().orElse(null);
        if (s == null) {
            return Optional.empty();
        }
        List<String> tags = pickle.getTags().stream().map(PickleTag::getName).toList();
        String id = tags.stream().filter(t -> t.startsWith("@id:")).map(t -> t.substring(4)).findFirst().orElse(null);
        List<SpecStep> steps = pickle.getSteps().stream().map(SpecReader::step).toList();
        return Optional.of(new SpecScenario(id, s.getName().trim(), nullToEmpty(s.getDescription()), tags,
                s.getLocation().getLine().intValue(), !s.getExamples().isEmpty(), steps));
    }

    private static SpecStep step(PickleStep step) {
        String doc = step.getArgument().flatMap(a -> a.getDocString()).map(d -> d.getContent()).orElse(null);
        List<List<String>> table = step.getArgument().flatMap(a -> a.getDataTable())
                .map(t -> t.getRows().stream().map(r -> r.getCells().stream().map(c -> c.getValue()).toList()).toList())
                .orElse(List.of());
        return new SpecStep(step.getText(), doc, table);
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }
}
