package arbiter.suite;

import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventPublisher;
import io.cucumber.plugin.event.PickleStepTestStep;
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
