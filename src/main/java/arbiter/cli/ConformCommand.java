package arbiter.cli;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ClauseSummary;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Verdict;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code arbiter conform}: runs the specification against an implementation and reports per clause. */
@Command(name = "conform", mixinStandardHelpOptions = true,
        description = "Run the specification against an implementation (the built-in reference by default),"
                + " print a summary per clause and write a report. Exit status 0 only when nothing failed or errored.")
final class ConformCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--features", paramLabel = "DIR",
            description = "Feature directory (default: ./features if present, else the copy inside the jar).")
    String features;

    @Option(names = "--ruleset", paramLabel = "ID", description = "Run only this ruleset's features (repeatable).")
    List<String> rulesets = new ArrayList<>();

    @Option(names = "--tags", paramLabel = "EXPR", description = "Cucumber tag expression, e.g. '@xymyx.R2 and not @ruling'.")
    String tags;

    @Option(names = "--id", paramLabel = "ID", description = "Run only the scenario with this stable id (repeatable).")
    List<String> ids = new ArrayList<>();

    @Option(names = "--clause", paramLabel = "CLAUSE", description = "Run only scenarios tagged with this clause id or a sub-clause of it (repeatable).")
    List<String> clauses = new ArrayList<>();

    @Mixin
    ImplementationChoice choice = new ImplementationChoice();

    @Option(names = "--reports", paramLabel = "DIR", defaultValue = "reports", description = "Where reports go (default: ${DEFAULT-VALUE}).")
    Path reports;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        String root = features != null ? features : Files.isDirectory(Path.of("features")) ? "features" : "classpath:features";
        if (!root.startsWith("classpath:") && !Files.exists(Path.of(root))) {
            throw new IllegalArgumentException("no feature directory at " + root);
        }
        List<String> paths = paths(root);
        String filter = Filters.expression(tags, ids, clauses, root);
        Implementation implementation = choice.open();
        List<ScenarioResult> results = new ArrayList<>();
        Description description;
        try {
            description = describe(implementation);
            Progress progress = new Progress(out, System.console() != null);
            for (String path : paths) {
                results.addAll(SuiteRun.run(path, filter, implementation, progress));
            }
            progress.finish();
        } finally {
            ImplementationChoice.close(implementation);
        }
        ClauseCatalogue catalogue = ClauseCatalogue.forFeatures(root);
        String summary = Summary.text(description, choice.adapter, results, catalogue);
        out.print(summary);
        Path dir = RunReport.write(reports, description, results, summary);
        out.println("report: " + dir);
        out.flush();
        Map<Verdict, Long> counts = Summary.counts(results);
        return counts.get(Verdict.FAILED) + counts.get(Verdict.ERRORED) == 0 && !results.isEmpty() ? 0 : 1;
    }

    /** Who the implementation says it is; an adapter that cannot say still gets a run, every scenario errored. */
    private Description describe(Implementation implementation) {
        try {
            return implementation.describe();
        } catch (RuntimeException e) {
            String name = choice.adapter != null ? choice.adapter : choice.name;
            return new Description(name, "?", "?", "", List.of());
        }
    }

    private List<String> paths(String root) {
        if (rulesets.isEmpty()) {
            return List.of(root);
        }
        List<String> paths = new ArrayList<>();
        for (String ruleset : rulesets) {
            String path = root.replaceAll("/$", "") + "/" + ruleset;
            if (!path.startsWith("classpath:") && !Files.isDirectory(Path.of(path))) {
                throw new IllegalArgumentException("no features for ruleset \"" + ruleset + "\" at " + path);
            }
            paths.add(path);
        }
        return paths;
    }

}
