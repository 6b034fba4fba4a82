package arbiter.suite;

import arbiter.api.Implementation;
import io.cucumber.core.options.CommandlineOptionsParser;
import io.cucumber.core.options.RuntimeOptions;
import io.cucumber.core.runtime.Runtime;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Runs the specification's scenarios against one implementation and returns their results. */
public final class SuiteRun {

    private SuiteRun() {
    }

    /**
     * @param features       a feature directory or file, or {@code classpath:features}
     * @param tagExpression  a Cucumber tag expression to select scenarios, or null for all
     * @param implementation the implementation under test
     */
    public static List<ScenarioResult> run(String features, String tagExpression, Implementation implementation) {
        return run(features, tagExpression, implementation, result -> { });
    }

    /** As {@link #run(String, String, Implementation)}, telling {@code progress} of each result as it comes. */
    public static List<ScenarioResult> run(String features, String tagExpression, Implementation implementation,
            Consumer<ScenarioResult> progress) {
        return run(List.of(features), tagExpression, implementation, progress);
    }

    /**
     * As {@link #run(String, String, Implementation, Consumer)} over several feature directories or files
     * at once, so that a scenario id used in two of them is found. An entry that cannot run (a file that
     * cannot be read or parsed) is an errored result of its own; the others still run.
     */
    public static List<ScenarioResult> run(List<String> features, String tagExpression, Implementation implementation,
            Consumer<ScenarioResult> progress) {
        List<String> runnable = new ArrayList<>(features.stream().filter(f -> f.startsWith("classpath:")).toList());
        FeatureFiles.Checked checked = FeatureFiles.check(features.stream().filter(f -> !f.startsWith("classpath:")).map(Path::of).toList());
        List<ScenarioResult> results = new ArrayList<>(checked.broken());
        checked.broken().forEach(progress);
        checked.sound().forEach(p -> runnable.add(p.toString()));
        if (!runnable.isEmpty()) {
            results.addAll(runCucumber(runnable, tagExpression, implementation, progress, checked.idProblems()));
        }
        return results;
    }

    private static List<ScenarioResult> runCucumber(List<String> features, String tagExpression, Implementation implementation,
            Consumer<ScenarioResult> progress, Map<StepTracker.Location, String> idProblems) {
        List<String> args = new ArrayList<>(List.of("--glue", "arbiter.suite.steps", "--plugin", StepTracker.class.getName(),
                "--no-summary", "--monochrome"));
        if (tagExpression != null && !tagExpression.isBlank()) {
            args.add("--tags");
            args.add(tagExpression);
        }
        args.addAll(features);
        ByteArrayOutputStream parserOutput = new ByteArrayOutputStream();
        RuntimeOptions options = new CommandlineOptionsParser(parserOutput).parse(args.toArray(String[]::new)).build();
        ResultCollector collector = new ResultCollector(progress, idProblems);
        Implementation previous = Target.current();
        Target.use(implementation);
        try {
            Runtime.builder()
                    .withRuntimeOptions(options)
                    .withClassLoader(() -> SuiteRun.class.getClassLoader())
                    .withAdditionalPlugins(collector)
                    .build()
                    .run();
        } finally {
            Target.use(previous);
        }
        return collector.results();
    }
}
