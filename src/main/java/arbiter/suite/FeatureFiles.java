package arbiter.suite;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.ParseError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The feature files under a path, each parsed on its own first, so that one file with a Gherkin
 * syntax error becomes one errored result naming its line instead of stopping the whole run.
 */
final class FeatureFiles {

    private FeatureFiles() {
    }

    /** The files that parse, and a result for each file that does not. */
    record Checked(List<Path> sound, List<ScenarioResult> broken) {
    }

    static Checked check(Path root) {
        List<Path> sound = new ArrayList<>();
        List<ScenarioResult> broken = new ArrayList<>();
        for (Path file : files(root)) {
            List<ParseError> errors = parse(file);
            if (errors.isEmpty()) {
                sound.add(file);
                continue;
            }
            String name = StepTracker.displayName(file.toAbsolutePath().toUri());
            int line = errors.get(0).getSource().getLocation().map(l -> l.getLine().intValue()).orElse(1);
            List<String> messages = errors.stream().map(ParseError::getMessage).toList();
            broken.add(new ScenarioResult(name, "(feature file that does not parse)", name, line, List.of(), null, Verdict.ERRORED,
                    name + ":" + line + ": the feature file is not valid Gherkin, so none of its scenarios ran: "
                            + String.join("; ", messages), ScenarioDetail.NONE, 0));
        }
        return new Checked(sound, broken);
    }

    static List<Path> files(Path root) {
        if (Files.isRegularFile(root)) {
            return List.of(root);
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".feature")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the features under " + root + ": " + e.getMessage(), e);
        }
    }

    private static List<ParseError> parse(Path file) {
        try {
            return GherkinParser.builder().includeSource(false).includePickles(false).includeGherkinDocument(false).build()
                    .parse(file).map(Envelope::getParseError).flatMap(java.util.Optional::stream).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
