package arbiter.suite;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.ParseError;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The feature files under a path, each read and parsed on its own before Cucumber sees any, so that
 * one bad entry becomes one errored result naming it instead of stopping or hanging the whole run:
 * an entry named {@code *.feature} that is not a readable regular file (a dangling link, a folder, a
 * named pipe), one over {@link #LIMIT} or not UTF-8, one without a Feature, one that is not valid
 * Gherkin. The scenarios of the sound files have their ids checked across all of them ({@link ScenarioIds}).
 */
public final class FeatureFiles {

    /** The most a feature file may hold; the largest of the specification is under 40 KiB. */
    public static final long LIMIT = 4 * UserFile.MIB;

    private FeatureFiles() {
    }

    /** The files that run, a result for each entry that cannot, and what is wrong with the ids of scenarios that run. */
    record Checked(List<Path> sound, List<ScenarioResult> broken, Map<StepTracker.Location, String> idProblems) {
    }

    /** The text of a feature file, read as {@link UserFile#read} does, up to {@link #LIMIT}. */
    public static String read(Path file) {
        return UserFile.read(file, "feature file", LIMIT);
    }

    /** Every entry named {@code *.feature} under {@code root} (or root itself), whatever it is, in path order. */
    public static List<Path> under(Path root) {
        return walk(root, new LinkedHashMap<>());
    }

    static Checked check(List<Path> roots) {
        List<Path> sound = new ArrayList<>();
        List<ScenarioResult> broken = new ArrayList<>();
        ScenarioIds ids = new ScenarioIds();
        for (Path root : roots) {
            Map<Path, String> unlisted = new LinkedHashMap<>();
            for (Path file : walk(root, unlisted)) {
                String name = StepTracker.displayName(file.toAbsolutePath().toUri());
                String text;
                try {
                    text = read(file);
                } catch (UserFile.Refused e) {
                    broken.add(broken(name, 1, "(feature file that cannot be read)",
                            "the feature file cannot be read, so none of its scenarios ran: " + e.reason()));
                    continue;
                }
                List<Envelope> envelopes = parse(name, text);
                List<ParseError> errors = envelopes.stream().map(Envelope::getParseError).flatMap(Optional::stream).toList();
                if (!errors.isEmpty()) {
                    int line = errors.get(0).getSource().getLocation().map(l -> l.getLine().intValue()).orElse(1);
                    broken.add(broken(name, line, "(feature file that does not parse)",
                            "the feature file is not valid Gherkin, so none of its scenarios ran: "
                                    + String.join("; ", errors.stream().map(ParseError::getMessage).toList())));
                } else if (envelopes.stream().flatMap(e -> e.getGherkinDocument().stream()).allMatch(d -> d.getFeature().isEmpty())) {
                    broken.add(broken(name, 1, "(feature file without a Feature)",
                            "the feature file has no \"Feature:\" line, so it has no scenarios to run"));
                } else {
                    sound.add(file);
                    ids.add(name, envelopes);
                }
            }
            unlisted.forEach((dir, why) -> broken.add(broken(StepTracker.displayName(dir.toAbsolutePath().toUri()), 1,
                    "(folder that cannot be listed)", "the folder cannot be listed, so none of its feature files ran: " + why)));
        }
        return new Checked(sound, broken, ids.problems());
    }

    private static ScenarioResult broken(String name, int line, String title, String why) {
        return new ScenarioResult(name, title, name, line, List.of(), null, Verdict.ERRORED, name + ":" + line + ": " + why,
                ScenarioDetail.NONE, 0);
    }

    /** The entries named {@code *.feature} under {@code root}; each folder that cannot be listed goes into {@code unlisted}, with why. */
    private static List<Path> walk(Path root, Map<Path, String> unlisted) {
        List<Path> found = new ArrayList<>();
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    if (!dir.equals(root) && isFeature(dir)) {
                        found.add(dir);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (file.equals(root) || isFeature(file)) {
                        found.add(file);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    if (isFeature(file)) {
                        found.add(file);
                    } else {
                        unlisted.put(file, e instanceof NoSuchFileException ? "there is no such folder"
                                : e instanceof AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage()));
                    }
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the features under " + root + ": " + e.getMessage(), e);
        }
        return found.stream().sorted().toList();
    }

    private static boolean isFeature(Path p) {
        return p.getFileName() != null && p.getFileName().toString().endsWith(".feature");
    }

    private static List<Envelope> parse(String name, String text) {
        return GherkinParser.builder().includeSource(false).build().parse(name, text.getBytes(StandardCharsets.UTF_8)).toList();
    }
}
