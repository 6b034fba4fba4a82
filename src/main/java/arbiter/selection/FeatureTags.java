package arbiter.selection;

import arbiter.suite.FeatureFiles;
import io.cucumber.tagexpressions.Expression;
import io.cucumber.tagexpressions.TagExpressionParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every tag written in each feature file, read as text without the Gherkin parser, so that a run
 * filtered to a few scenarios (the scenario-writing loop, {@code --id} or {@code --tags '@id:...'})
 * parses and runs only the files that can hold them. A file whose tags all together cannot satisfy
 * an expression without {@code not} holds no scenario it selects; with {@code not}, any file may.
 * A file that cannot be read, or has no tag at all (empty, or not a feature), is always kept, so
 * that the run reports it.
 */
public final class FeatureTags {

    private final Map<Path, Set<String>> byFile;

    private FeatureTags(Map<Path, Set<String>> byFile) {
        this.byFile = byFile;
    }

    /** The tags of every feature file under {@code roots} (folders or files). */
    public static FeatureTags under(List<Path> roots) {
        Map<Path, Set<String>> byFile = new LinkedHashMap<>();
        for (Path root : roots) {
            for (Path file : FeatureFiles.under(root)) {
                byFile.put(file, read(file));
            }
        }
        return new FeatureTags(byFile);
    }

    /** Every tag of every file. */
    Set<String> all() {
        Set<String> all = new TreeSet<>();
        byFile.values().stream().filter(t -> t != null).forEach(all::addAll);
        return all;
    }

    /** The files that may hold a scenario {@code expression} selects; every file when it cannot tell. */
    public List<Path> candidates(String expression) {
        if (expression == null || !monotone(expression)) {
            return List.copyOf(byFile.keySet());
        }
        Expression selects = TagExpressionParser.parse(expression);
        List<Path> out = new ArrayList<>();
        byFile.forEach((file, tags) -> {
            if (tags == null || tags.isEmpty() || selects.evaluate(List.copyOf(tags))) {
                out.add(file);
            }
        });
        return out;
    }

    /** True when adding tags can only make the expression true: no {@code not}, no escapes. */
    public static boolean monotone(String expression) {
        for (String word : expression.split("[\\s()]+")) {
            if (word.equals("not") || word.contains("\\")) {
                return false;
            }
        }
        return true;
    }

    /** The tags on the file's tag lines (those that start with {@code @}), up to a comment; null when it cannot be read. */
    private static Set<String> read(Path file) {
        String text;
        try {
            text = FeatureFiles.read(file);
        } catch (RuntimeException e) {
            return null;
        }
        Set<String> tags = new TreeSet<>();
        for (String line : text.split("\\R")) {
            String l = line.strip();
            if (!l.startsWith("@")) {
                continue;
            }
            for (String word : l.split("\\s+")) {
                if (word.startsWith("#")) {
                    break;
                }
                if (word.startsWith("@")) {
                    tags.add(word);
                }
            }
        }
        return tags;
    }
}
