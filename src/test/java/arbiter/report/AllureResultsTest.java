package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.qameta.allure.model.Label;
import io.qameta.allure.model.Status;
import io.qameta.allure.model.TestResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Allure result files read back strictly into Allure's own model (a field it does not know fails
 * the read), with the labels, statuses and messages every other output of the run agrees with.
 */
class AllureResultsTest {

    private static final String EVIL = "<script>\"quote\" \\ \u0000 \u001b[2J \ud800 \u202e ]]> end";
    private static final ObjectMapper ALLURE = new ObjectMapper().registerModule(new SimpleModule()
            .addDeserializer(Status.class, new StdDeserializer<>(Status.class) {
                @Override
                public Status deserialize(JsonParser p, DeserializationContext context) throws IOException {
                    return Status.fromValue(p.getValueAsString());
                }
            }));

    @TempDir
    static Path dir;

    private static final Map<String, TestResult> byId = new HashMap<>();

    private static ScenarioResult result(String id, String ruleset, Verdict verdict, String message, ScenarioDetail detail, String... tags) {
        return new ScenarioResult(id, "title of " + id, "features/x.feature", 3, Stream.concat(Stream.of("@id:" + id), Stream.of(tags)).toList(),
                ruleset, verdict, message, detail, 5);
    }

    @BeforeAll
    static void write() throws Exception {
        ScenarioDetail.Turn turn = new ScenarioDetail.Turn("4k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of("e1e2"), List.of("e8e7"), "white", "{}");
        List<ScenarioResult> results = List.of(
                result("ok", "xymyx", Verdict.PASSED, "", null, "@xymyx.R2", "@slow"),
                result("known", "xymyx", Verdict.FAILED, "e4: expected White Knight, got Black Knight",
                        new ScenarioDetail(turn, null, null, null), "@xymyx.R2", "@simulchess.contrast"),
                result("unlisted", "simulchess", Verdict.FAILED, "the board differs", null, "@simulchess.base-attack"),
                result("evil", EVIL, Verdict.ERRORED, "adapter said " + EVIL, null, "@" + EVIL + ".R1"),
                result("skipped", "xymyx", Verdict.SKIPPED, "declared unsupported: castling", null, "@xymyx.C4"),
                result("na", "zeitgeist", Verdict.NOT_APPLICABLE, "not applicable: the implementation plays xymyx only", null, "@zeitgeist.4"));
        RunTallies tallies = RunTallies.of(results, ClauseCatalogue.parse(Files.readString(Path.of("features/clauses.md"))));
        RunInfo run = new RunInfo("test", "unknown", 1, new Description("impl " + EVIL, "1", "Java", "", List.of("xymyx")), null,
                List.of(), null, true);
        AllureResults.write(dir, run, results, tallies, Instant.parse("2026-11-21T12:00:00Z"), id -> id.equals("known") ? "issue 7" : null,
                FileWriting.DISK);
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.toList()) {
                TestResult r = ALLURE.readValue(file.toFile(), TestResult.class);
                byId.put(r.getHistoryId(), r);
            }
        }
    }

    private static List<String> labels(String id, String name) {
        return byId.get(id).getLabels().stream().filter(l -> l.getName().equals(name)).map(Label::getValue).toList();
    }

    @Test
    void eachScenarioIsOneResultWithItsStatus() {
        assertThat(byId).hasSize(6);
        assertThat(byId.get("ok").getStatus()).isEqualTo(Status.PASSED);
        assertThat(byId.get("known").getStatus()).isEqualTo(Status.FAILED);
        assertThat(byId.get("evil").getStatus()).isEqualTo(Status.BROKEN);
        assertThat(byId.get("skipped").getStatus()).isEqualTo(Status.SKIPPED);
        assertThat(byId.get("ok").getStop() - byId.get("ok").getStart()).isEqualTo(5);
        assertThat(byId.get("ok").getStatusDetails()).isNull();
    }

    @Test
    void rulesetIsTheSuiteClausesAreFeaturesAndItsOwnRulesetsTagsAreStories() {
        assertThat(labels("known", "suite")).containsExactly("xymyx");
        assertThat(labels("known", "feature")).contains("xymyx.R2");
        assertThat(labels("known", "story")).containsExactly("xymyx.R2");
        assertThat(labels("ok", "tag")).containsExactly("xymyx.R2", "slow");
        assertThat(labels("ok", "host")).containsExactly(SafeText.of("impl " + EVIL));
    }

    @Test
    void notApplicableIsSkippedSayingSoAndOnlyListedFailuresAreKnown() {
        assertThat(byId.get("na").getStatus()).isEqualTo(Status.SKIPPED);
        assertThat(byId.get("na").getStatusDetails().getMessage()).startsWith("not applicable:");
        assertThat(byId.get("skipped").getStatusDetails().getMessage()).startsWith("declared unsupported:");
        assertThat(byId.get("known").getStatusDetails().isKnown()).isTrue();
        assertThat(byId.get("unlisted").getStatusDetails().isKnown()).isFalse();
        assertThat(byId.get("known").getDescription()).startsWith("turn: ").contains("e1e2");
    }

    @Test
    void hostileStringsArriveMadeSafeAndTheFileStaysReadable() {
        TestResult evil = byId.get("evil");
        assertThat(evil.getStatusDetails().getMessage()).isEqualTo(SafeText.of("adapter said " + EVIL)).doesNotContain("\u001b", "\ud800");
        assertThat(labels("evil", "suite")).containsExactly(SafeText.of(EVIL));
    }
}
