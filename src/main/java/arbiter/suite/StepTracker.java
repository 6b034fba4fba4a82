package arbiter.suite;

import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.DataTableArgument;
import io.cucumber.plugin.event.DocStringArgument;
import io.cucumber.plugin.event.EventPublisher;
import io.cucumber.plugin.event.PickleStepTestStep;
import io.cucumber.plugin.event.StepArgument;
import io.cucumber.plugin.event.TestCaseStarted;
import io.cucumber.plugin.event.TestStepStarted;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;

/**
 * A Cucumber plugin that remembers which feature-file step is running on each thread, so that a
 * malformed diagram, FEN or move can be reported with its file and line, and which ruleset the
 * scenario plays (a contrast outline plays several), and the running scenario's tags.
 */
public final class StepTracker implements ConcurrentEventListener {

    private static final ThreadLocal<Location> CURRENT = new ThreadLocal<>();
    private static final ThreadLocal<String> RULESET = new ThreadLocal<>();
    private static final ThreadLocal<List<String>> TAGS = new ThreadLocal<>();
    private static final ThreadLocal<URI> FEATURE = new ThreadLocal<>();
    private static final ThreadLocal<List<Step>> STEPS = ThreadLocal.withInitial(List::of);

    /**
     * One step of the running scenario as written (an outline's with its example's values): its line,
     * its text without the keyword, and its doc string or the rows of its table (empty when it has none).
     */
    public record Step(int line, String text, String docString, List<List<String>> table) {
    }

    /** A place in a feature file. */
    public record Location(String file, int line) {
        @Override
        public String toString() {
            return file + ":" + line;
        }
    }

    @Override
    public void setEventPublisher(EventPublisher publisher) {
        publisher.registerHandlerFor(TestCaseStarted.class, event -> {
            RULESET.remove();
            TAGS.set(List.copyOf(event.getTestCase().getTags()));
            FEATURE.set(event.getTestCase().getUri());
            STEPS.set(event.getTestCase().getTestSteps().stream().filter(PickleStepTestStep.class::isInstance)
                    .map(step -> step((PickleStepTestStep) step)).toList());
            ScenarioRecord.reset();
        });
        publisher.registerHandlerFor(TestStepStarted.class, event -> {
            if (event.getTestStep() instanceof PickleStepTestStep step) {
                CURRENT.set(new Location(displayName(step.getUri()), step.getStep().getLine()));
            }
        });
    }

    /** The step running on this thread, or a placeholder when no plugin reported one. */
    public static Location current() {
        Location location = CURRENT.get();
        return location == null ? new Location("(unknown feature)", 0) : location;
    }

    /** Records the ruleset the scenario running on this thread plays. */
    static void ruleset(String id) {
        RULESET.set(id);
    }

    /** The ruleset the scenario running on this thread named, or null before it named one. */
    static String ruleset() {
        return RULESET.get();
    }

    /** The tags of the scenario running on this thread (its feature's included), or none when no plugin reported them. */
    static List<String> tags() {
        List<String> tags = TAGS.get();
        return tags == null ? List.of() : tags;
    }

    /** The steps of the scenario running on this thread that come after the step running now, in order. */
    static List<Step> stepsAfterCurrent() {
        int line = current().line();
        return STEPS.get().stream().filter(step -> step.line() > line).toList();
    }

    /** The clause catalogue that governs the feature running on this thread (the bundled one when none is known). */
    static ClauseCatalogue catalogue() {
        URI feature = FEATURE.get();
        return ClauseCatalogue.forFeatureFile(feature == null ? URI.create("classpath:features/any.feature") : feature);
    }

    private static Step step(PickleStepTestStep step) {
        StepArgument argument = step.getStep().getArgument();
        String docString = argument instanceof DocStringArgument doc ? doc.getContent() : null;
        List<List<String>> table = argument instanceof DataTableArgument rows ? rows.cells() : List.of();
        return new Step(step.getStep().getLine(), step.getStep().getText(), docString, table);
    }

    /** A feature URI as a path relative to the working directory where possible. */
    public static String displayName(URI uri) {
        if ("file".equals(uri.getScheme())) {
            Path path = Path.of(uri);
            Path here = Path.of("").toAbsolutePath();
            return path.startsWith(here) ? here.relativize(path).toString() : path.toString();
        }
        String text = uri.toString();
        return text.startsWith("classpath:") ? text.substring("classpath:".length()) : text;
    }
}
