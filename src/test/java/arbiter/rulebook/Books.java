package arbiter.rulebook;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Tag;
import arbiter.suite.FeatureFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The two XYMYX books (and on demand every ruleset's) built once from ./features for all the rulebook tests, and the scenarios of
 * the feature files read independently of the book builder, to check the books against.
 */
final class Books {

    static final Path FEATURES = Path.of("features");

    private static List<Book> books;
    private static List<Book> all;

    private Books() {
    }

    static synchronized Book of(String ruleset) {
        if (books == null) {
            books = new BookBuilder().build(FEATURES, List.of("xymyx", "xymyx-classic"));
        }
        return books.stream().filter(b -> b.ruleset().equals(ruleset)).findFirst().orElseThrow();
    }

    /** Every ruleset's book, built once. */
    static synchronized List<Book> all() {
        if (all == null) {
            List<String> others = FeaturesFolder.rulesets(FEATURES).stream().filter(r -> !r.startsWith("xymyx")).toList();
            List<Book> out = new ArrayList<>(List.of(of("xymyx"), of("xymyx-classic")));
            out.addAll(new BookBuilder().build(FEATURES, others));
            all = List.copyOf(out);
        }
        return all;
    }

    /**
     * A scenario as a feature file declares it.
     *
     * @param folder the ruleset folder it is in
     * @param id     its {@code @id:} value
     * @param tags   its own and its feature's tags
     */
    record Declared(String folder, String id, List<String> tags) {
    }

    static List<Declared> declared(Path root) {
        List<Declared> out = new ArrayList<>();
        for (Path file : FeatureFiles.under(root)) {
            String folder = file.getParent().getFileName().toString();
            GherkinParser.builder().includeSource(false).includePickles(false).build()
                    .parse(file.toString(), FeatureFiles.read(file).getBytes(StandardCharsets.UTF_8))
                    .map(Envelope::getGherkinDocument).flatMap(Optional::stream).map(d -> d.getFeature())
                    .flatMap(Optional::stream).forEach(feature -> {
                        List<String> featureTags = feature.getTags().stream().map(Tag::getName).toList();
                        for (FeatureChild child : feature.getChildren()) {
                            child.getScenario().ifPresent(s -> out.add(declared(folder, featureTags, s)));
                        }
                    });
        }
        return out;
    }

    private static Declared declared(String folder, List<String> featureTags, Scenario s) {
        List<String> tags = new ArrayList<>(featureTags);
        s.getTags().forEach(t -> tags.add(t.getName()));
        String id = tags.stream().filter(t -> t.startsWith("@id:")).map(t -> t.substring(4)).findFirst().orElse(null);
        return new Declared(folder, id, tags);
    }
}
