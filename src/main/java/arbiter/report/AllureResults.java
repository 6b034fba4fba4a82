package arbiter.report;

import arbiter.suite.ScenarioResult;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@code allure-results/}: one Allure result file per scenario, labelled by ruleset (suite) and by
 * the clauses it counts under (feature, {@link RunTallies#clausesOf}; its own ruleset's tags as
 * story), the turn it played as its description, for {@code ./mvnw allure:report}. Not applicable
 * scenarios are skipped (Allure has no such status), with a message that begins "not applicable:".
 */
public final class AllureResults {

    private AllureResults() {
    }

    /** Writes a result file per scenario through {@code files}, each whole; stops at the first that cannot be written. */
    public static void write(Path dir, RunInfo run, Iterable<ScenarioResult> results, RunTallies tallies, Instant started,
            FileWriting files) throws IOException {
        files.directory(dir);
        ObjectMapper json = SafeJson.mapper();
        long clock = started.toEpochMilli();
        for (ScenarioResult r : results) {
            String uuid = UUID.nameUUIDFromBytes((run.implementation().name() + "/" + r.id()).getBytes(StandardCharsets.UTF_8)).toString();
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("uuid", uuid);
            result.put("historyId", r.id());
            result.put("name", r.id() + " " + r.name());
            result.put("fullName", r.file() + ":" + r.line());
            result.put("status", status(r));
            if (r.detail().turn() != null) {
                result.put("description", "turn: " + TurnCaption.of(r.detail().turn()));
            }
            if (!r.message().isEmpty()) {
                result.put("statusDetails", Map.of("message", r.message()));
            }
            result.put("start", clock);
            clock += r.millis();
            result.put("stop", clock);
            result.put("labels", labels(run, r, tallies));
            files.whole(dir.resolve(uuid + "-result.json"), out -> json.writeValue(out, result));
        }
    }

    private static Map<String, String> label(String name, String value) {
        Map<String, String> label = new LinkedHashMap<>();
        label.put("name", name);
        label.put("value", value);
        return label;
    }

    private static String status(ScenarioResult r) {
        return switch (r.verdict()) {
            case PASSED -> "passed";
            case FAILED -> "failed";
            case ERRORED -> "broken";
            case SKIPPED, NOT_APPLICABLE -> "skipped";
        };
    }

    private static List<Map<String, String>> labels(RunInfo run, ScenarioResult r, RunTallies tallies) {
        List<Map<String, String>> labels = new ArrayList<>();
        String ruleset = RunTallies.rulesetOf(r);
        labels.add(label("suite", ruleset));
        labels.add(label("host", run.implementation().name()));
        tallies.clausesOf(r).forEach(clause -> labels.add(label("feature", clause)));
        r.clauses().stream().filter(tag -> tag.startsWith(ruleset + ".")).forEach(tag -> labels.add(label("story", tag)));
        r.tags().stream().filter(t -> !t.startsWith("@id:")).forEach(t -> labels.add(label("tag", t.substring(1))));
        return labels;
    }
}
