package arbiter.cli;

import arbiter.selection.Selection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The options that choose scenarios, alike for {@code conform} and {@code list}: where the features are, and the filters. */
final class ScenarioFilters {

    /** The heading these options are listed under in a command's help. */
    static final String HEADING = "%nWhich scenarios:%n";

    @Option(names = "--features", paramLabel = "DIR",
            description = "Feature directory (default: ./features if present, else the copy inside the jar).")
    String features;

    @Option(names = "--ruleset", paramLabel = "ID", description = "Only this ruleset's features (repeatable).")
    List<String> rulesets = new ArrayList<>();

    @Option(names = "--tags", paramLabel = "EXPR", descriptionKey = "scenario-filters.tags")
    String tags;

    @Option(names = "--id", paramLabel = "ID", description = "Only the scenario with this stable id (repeatable).")
    List<String> ids = new ArrayList<>();

    @Option(names = "--clause", paramLabel = "CLAUSE", description = "Only scenarios tagged with this clause id or a sub-clause of it (repeatable).")
    List<String> clauses = new ArrayList<>();

    /** The features: {@code --features}, else ./features if present, else the copy inside the jar. */
    String root() {
        String root = features != null ? features : Files.isDirectory(Path.of("features")) ? "features" : "classpath:features";
        if (!root.startsWith("classpath:") && !Files.exists(Path.of(root))) {
            throw new IllegalArgumentException("no feature directory at " + root);
        }
        return root;
    }

    /** What the filters choose under {@code root}, checked ({@link Selection}). */
    Selection.Chosen choose(String root) {
        return Selection.choose(root, rulesets, tags, ids, clauses);
    }
}
