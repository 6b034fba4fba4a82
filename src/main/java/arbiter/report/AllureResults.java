package arbiter.report;

import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.qameta.allure.model.Label;
import io.qameta.allure.model.Status;
import io.qameta.allure.model.StatusDetails;
import io.qameta.allure.model.TestResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;

/**
 * {@code allure-results/}: one Allure {@link TestResult} file per scenario, labelled by ruleset (suite)
 * and by the clauses it counts under (feature, {@link RunTallies#clausesOf}; its own ruleset's tags as
 * story), the turn it played as its description, for {@code ./mvnw allure:report}. Not applicable
 * scenarios are skipped (Allure has no such status), with a message that begins "not applicable:";
 * failures the expectations file lists are marked known.
 */
public final class AllureResults {

    private AllureResults() {
    }

    /** Writes a result file per scenario through {@code files}, each whole ({@link FileWriting#small}); stops at the first that cannot be written. */
    public static void write(Path dir, RunInfo run, Iterable<ScenarioResult> results, RunTallies tallies, Instant started,
            Function<String, String> knownFailures, FileWriting files) throws IOException {
        files.directory(dir);
        ObjectWriter json = mapper().writer();
        long clock = started.toEpochMilli();
        for (ScenarioResult r : results) {
            String uuid = UUID.nameUUIDFromBytes((run.implementation().name() + "/" + r.id()).getBytes(StandardCharsets.UTF_8)).toString();
            TestResult result = new TestResult().setUuid(uuid).setHistoryId(r.id()).setName(r.id() + " " + r.name())
                    .setFullName(r.file() + ":" + r.line()).setStatus(status(r)).setLabels(labels(run, r, tallies))
                    .setStart(clock).setStop(clock += r.millis());
            if (r.detail().turn() != null) {
                result.setDescription("turn: " + TurnCaption.of(r.detail().turn()));
            }
            if (!r.message().isEmpty()) {
                result.setStatusDetails(new StatusDetails().setMessage(r.message())
                        .setKnown(failed(r) && knownFailures.apply(r.id()) != null));
            }
            files.small(dir.resolve(uuid + "-result.json"), json.writeValueAsBytes(result));
        }
    }

    /** Writes the model as Allure's own writer does: no nulls, each status by its name in the format ("passed"). */
    static ObjectMapper mapper() {
        return SafeJson.mapper().setSerializationInclusion(JsonInclude.Include.NON_NULL)
                .registerModule(new SimpleModule().addSerializer(new StdSerializer<>(Status.class) {
                    @Override
                    public void serialize(Status status, JsonGenerator g, SerializerProvider provider) throws IOException {
                        g.writeString(status.value());
                    }
                }));
    }

    private static boolean failed(ScenarioResult r) {
        return r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED;
    }

    private static Status status(ScenarioResult r) {
        return switch (r.verdict()) {
            case PASSED -> Status.PASSED;
            case FAILED -> Status.FAILED;
            case ERRORED -> Status.BROKEN;
            case SKIPPED, NOT_APPLICABLE -> Status.SKIPPED;
        };
    }

    private static List<Label> labels(RunInfo run, ScenarioResult r, RunTallies tallies) {
        List<Label> labels = new ArrayList<>();
        String ruleset = RunTallies.rulesetOf(r);
        labels.add(label("suite", ruleset));
        labels.add(label("host", run.implementation().name()));
        tallies.clausesOf(r).forEach(clause -> labels.add(label("feature", clause)));
        r.clauses().stream().filter(tag -> tag.startsWith(ruleset + ".")).forEach(tag -> labels.add(label("story", tag)));
        r.tags().stream().filter(t -> !t.startsWith("@id:")).forEach(t -> labels.add(label("tag", t.substring(1))));
        return labels;
    }

    private static Label label(String name, String value) {
        return new Label().setName(name).setValue(value);
    }
}
