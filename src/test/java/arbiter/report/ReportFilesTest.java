package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/** The files a run writes, from real runs against the reference and a wrong stub implementation. */
class ReportFilesTest {

    private static final String SELECTION = "@xymyx.R2 or @xymyx-classic.GAME or @contrast";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static List<ScenarioResult> reference;
    private static List<ScenarioResult> wrong;
    private static ClauseCatalogue catalogue;

    @TempDir
    Path dir;

    @BeforeAll
    static void run() throws Exception {
        reference = SuiteRun.run("features", SELECTION, Target.find(Target.REFERENCE));
        wrong = SuiteRun.run("features", SELECTION, Target.find("fixture-reversed-registration"));
        catalogue = ClauseCatalogue.parse(Files.readString(Path.of("features/clauses.md")));
    }

    private Path record(String name, List<ScenarioResult> results, boolean complete) throws Exception {
        Path run = dir.resolve(name);
        RunInfo info = new RunInfo("test", "0123456789abcdef0123456789abcdef01234567", 1,
                Target.find(Target.REFERENCE).describe(), null, List.of(), SELECTION, true);
        Clock clock = Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC);
        RunRecorder recorder = new RunRecorder(run, info, catalogue, clock);
        results.forEach(recorder);
        recorder.finish(complete, "summary\n");
        return run;
    }

    private static String aboveTiming(Path report) throws Exception {
        String text = Files.readString(report);
        return text.substring(0, text.indexOf("\"timing\""));
    }

    @Test
    void twoRunsAgreeByteForByteAboveTheTimingBlock() throws Exception {
        List<ScenarioResult> again = SuiteRun.run("features", SELECTION, Target.find(Target.REFERENCE));
        Path first = record("first", reference, true);
        Path second = record("second", again, true);
        assertThat(aboveTiming(second.resolve("report.json"))).isEqualTo(aboveTiming(first.resolve("report.json")));
        assertThat(Files.readString(first.resolve("report.json"))).contains("\"timing\"", "\"scenarioMillis\"");
    }

    @Test
    void theReportFollowsItsSchema() throws Exception {
        JsonSchema schema;
        try (InputStream in = getClass().getResourceAsStream("/report/v1/report.schema.json")) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
        for (Path run : List.of(record("ok", reference, true), record("wrong", wrong, false))) {
            JsonNode report = JSON.readTree(run.resolve("report.json").toFile());
            assertThat(schema.validate(report)).as(run.toString()).isEmpty();
        }
    }

    @Test
    void aWrongImplementationsFailuresCarryExpectedActualTheRequestAndTheGherkin() throws Exception {
        JsonNode report = JSON.readTree(record("wrong", wrong, true).resolve("report.json").toFile());
        JsonNode failed = null;
        for (JsonNode s : report.get("scenarios")) {
            if (s.get("id").asText().equals("xymyx-r2-013")) {
                failed = s;
            }
        }
        assertThat(failed).isNotNull();
        assertThat(failed.get("verdict").asText()).isEqualTo("failed");
        assertThat(failed.get("expected").get("position").asText()).isNotEqualTo(failed.get("actual").get("position").asText());
        assertThat(failed.get("turn").get("request").asText()).startsWith("{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"xymyx\"");
        assertThat(failed.get("gherkin").asText()).contains("Feature:", "Background:", "@id:xymyx-r2-013", "Then the board is");
        assertThat(report.get("summary").get("failed").asInt()).isPositive();
        assertThat(report.get("rulesets").get(0).get("clauses")).hasSize(catalogue.idsOf(report.get("rulesets").get(0).get("id").asText()).size());
    }

    @Test
    void anInterruptedRunIsMarkedIncompleteAndKeepsWhatFinished() throws Exception {
        Path run = record("cut", reference.subList(0, 5), false);
        JsonNode report = JSON.readTree(run.resolve("report.json").toFile());
        assertThat(report.get("complete").asBoolean()).isFalse();
        assertThat(report.get("scenarios")).hasSize(5);
        assertThat(Files.readAllLines(run.resolve("results.jsonl"))).hasSize(5);
        assertThat(Files.readString(run.resolve("summary.txt"))).startsWith("INCOMPLETE RUN");
        Document junit = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(run.resolve("junit.xml").toFile());
        assertThat(junit.getDocumentElement().getAttribute("name")).endsWith(" (INCOMPLETE)");
        assertThat(junit.getDocumentElement().getAttribute("tests")).isEqualTo("5");
        var suite = (org.w3c.dom.Element) junit.getElementsByTagName("testsuite").item(0);
        assertThat(suite.getElementsByTagName("property").item(0).getAttributes().getNamedItem("name").getNodeValue()).isEqualTo("complete");
        assertThat(suite.getElementsByTagName("system-err").item(0).getTextContent()).startsWith("INCOMPLETE RUN: the run was cut short");
        Document whole = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(record("whole", reference, true)
                .resolve("junit.xml").toFile());
        assertThat(whole.getDocumentElement().getAttribute("name")).doesNotContain("INCOMPLETE");
        assertThat(whole.getElementsByTagName("system-err").getLength()).isZero();
    }

    @Test
    void junitXmlCountsEveryScenarioPerRuleset() throws Exception {
        Path run = record("wrong", wrong, true);
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(run.resolve("junit.xml").toFile());
        var root = xml.getDocumentElement();
        assertThat(root.getTagName()).isEqualTo("testsuites");
        assertThat(Integer.parseInt(root.getAttribute("tests"))).isEqualTo(wrong.size());
        assertThat(Integer.parseInt(root.getAttribute("failures"))).isEqualTo(wrong.stream().filter(r -> r.verdict().name().equals("FAILED")).count());
        assertThat(xml.getElementsByTagName("testcase").getLength()).isEqualTo(wrong.size());
        assertThat(xml.getElementsByTagName("testsuite").getLength()).isEqualTo(4);
    }

    @Test
    void aBadgePerRulesetSaysPassedOfApplicable() throws Exception {
        Path ok = record("ok", reference, true);
        JsonNode badge = JSON.readTree(ok.resolve("badge-xymyx.json").toFile());
        long applicable = reference.stream().filter(r -> "xymyx".equals(r.ruleset())).count();
        assertThat(badge.get("schemaVersion").asInt()).isEqualTo(1);
        assertThat(badge.get("message").asText()).isEqualTo(applicable + "/" + applicable + " passed");
        assertThat(badge.get("color").asText()).isEqualTo("brightgreen");
        JsonNode red = JSON.readTree(record("wrong", wrong, true).resolve("badge-xymyx.json").toFile());
        assertThat(red.get("color").asText()).isEqualTo("red");
        assertThat(JSON.readTree(record("w2", wrong, true).resolve("badge-xymyx-classic.json").toFile()).get("message").asText())
                .isEqualTo("not applicable");
    }

    @Test
    void allureResultsAreLabelledByRulesetAndClause() throws Exception {
        Path results = record("ok", reference, true).resolve("allure-results");
        List<Path> files;
        try (Stream<Path> list = Files.list(results)) {
            files = list.toList();
        }
        assertThat(files).hasSize(reference.size()).allMatch(p -> p.getFileName().toString().endsWith("-result.json"));
        JsonNode one = JSON.readTree(files.stream().filter(p -> {
            try {
                return Files.readString(p).contains("xymyx-r2-001 ");
            } catch (java.io.IOException e) {
                return false;
            }
        }).findFirst().orElseThrow().toFile());
        assertThat(one.get("status").asText()).isEqualTo("passed");
        assertThat(one.get("labels").toString()).contains("{\"name\":\"suite\",\"value\":\"xymyx\"}", "{\"name\":\"feature\",\"value\":\"xymyx.R2\"}");
    }
}
