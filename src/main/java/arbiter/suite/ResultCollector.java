package arbiter.suite;

import io.cucumber.plugin.ConcurrentEventListener;
import io.cucumber.plugin.event.EventPublisher;
import io.cucumber.plugin.event.Result;
import io.cucumber.plugin.event.Status;
import io.cucumber.plugin.event.PickleStepTestStep;
import io.cucumber.plugin.event.TestStepFinished;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import io.cucumber.plugin.event.TestCase;
import io.cucumber.plugin.event.TestCaseFinished;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** A Cucumber plugin that turns each finished scenario into a {@link ScenarioResult}. */
public final class ResultCollector implements ConcurrentEventListener {

    private final List<ScenarioResult> results = new ArrayList<>();
    private final Consumer<ScenarioResult> progress;
    private final Map<StepTracker.Location, String> idProblems;
    private final Map<String, StepTracker.Location> ids = new HashMap<>();

    /** A collector that also tells {@code progress} of each result as it comes. */
    public ResultCollector(Consumer<ScenarioResult> progress) {
        this(progress, Map.of());
    }

    /**
     * As {@link #ResultCollector(Consumer)}; a test case at one of the places of {@code idProblems} (its
     * scenario has no id of its own) errors with that message and is known by its file and line.
     */
    ResultCollector(Consumer<ScenarioResult> progress, Map<StepTracker.Location, String> idProblems) {
        this.progress = progress;
        this.idProblems = Map.copyOf(idProblems);
    }
    private final Map<UUID, String> undefined = new ConcurrentHashMap<>();

    @Override
    public void setEventPublisher(EventPublisher publisher) {
        publisher.registerHandlerFor(TestStepFinished.class, event -> {
            if (event.getResult().getStatus() == Status.UNDEFINED && event.getTestStep() instanceof PickleStepTestStep step) {
                undefined.putIfAbsent(event.getTestCase().getId(), StepTracker.displayName(step.getUri()) + ":"
                        + step.getStep().getLine() + ": \"" + step.getStep().getKeyword().trim() + " " + step.getStep().getText()
                        + "\" is not a sentence of the scenario language (docs/scenario-language.md lists them all)");
            }
        });
        publisher.registerHandlerFor(TestCaseFinished.class, event -> add(event.getTestCase(), event.getResult()));
    }

    private synchronized void add(TestCase testCase, Result result) {
        List<String> tags = testCase.getTags();
        String file = StepTracker.displayName(testCase.getUri());
        int line = testCase.getLocation().getLine();
        StepTracker.Location at = new StepTracker.Location(file, line);
        String ruleset = StepTracker.ruleset();
        String row = testCase.getKeyword().contains("Outline") || testCase.getKeyword().contains("Template")
                ? "/" + (ruleset != null ? ruleset : "line-" + line) : "";
        String idProblem = idProblems.get(at);
        String id = (idProblem != null ? at.toString()
                : tags.stream().filter(t -> t.startsWith("@id:")).map(t -> t.substring(4)).findFirst().orElse(at.toString())) + row;
        StepTracker.Location first = ids.putIfAbsent(id, at);
        if (first != null) {
            idProblem = at + ": the id " + id + " is already the id of " + first
                    + "; each scenario, and each ruleset's row of an outline, needs its own";
            id = at + row;
        }
        Throwable error = result.getError();
        String message = error == null ? "" : error.getMessage() == null ? error.toString() : error.getMessage();
        if (result.getStatus() == Status.UNDEFINED) {
            message = undefined.getOrDefault(testCase.getId(), file + ":" + line + ": a step is not in the scenario language");
        }
        ScenarioResult scenario = new ScenarioResult(id, testCase.getName(), file, line, tags, ruleset,
                idProblem == null ? verdict(result, message) : Verdict.ERRORED, idProblem == null ? message : idProblem,
                ScenarioRecord.current().detail(), result.getDuration().toMillis());
        results.add(scenario);
        progress.accept(scenario);
    }

    static Verdict verdict(Result result, String message) {
        return switch (result.getStatus()) {
            case PASSED -> Verdict.PASSED;
            case SKIPPED -> message.startsWith("not applicable") ? Verdict.NOT_APPLICABLE : Verdict.SKIPPED;
            case FAILED -> result.getError() instanceof AssertionError ? Verdict.FAILED : Verdict.ERRORED;
            default -> Verdict.ERRORED;
        };
    }

    /** The results so far, in the order the scenarios finished. */
    public synchronized List<ScenarioResult> results() {
        return List.copyOf(results);
    }
}
