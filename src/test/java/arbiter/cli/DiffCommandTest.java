package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.ReportJson;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter diff}: what changed between two report.json files, and the exit status that says whether it regressed. */
class DiffCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private StringWriter out = new StringWriter();
    private StringWriter err = new StringWriter();

    private int run(String... args) {
        out = new StringWriter();
        err = new StringWriter();
        return ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    private int diff(Path before, Path after, String... options) {
        List<String> args = new ArrayList<>(List.of("diff", before.toString(), after.toString()));
        args.addAll(List.of(options));
        return run(args.toArray(String[]::new));
    }

    // ---- building small reports ----

    private static Map<String, Object> scenario(String id, String verdict) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("id", id);
        s.put("name", "scenario " + id);
        s.put("file", "features/xymyx/test.feature");
        s.put("line", 10);
        s.put("ruleset", "xymyx");
        s.put("clauses", List.of("xymyx.R2"));
        s.put("tags", List.of("@id:" + id));
        s.put("verdict", verdict);
        s.put("message", verdict.equals("passed") ? "" : "the board after the turn differs\nexpected ... actual ...");
        s.put("stderr", null);
        return s;
    }

    private static Map<String, Object> answered(String id, String verdict, String position, String event) {
        Map<String, Object> s = scenario(id, verdict);
        Map<String, Object> actual = new LinkedHashMap<>();
        actual.put("position", position);
        actual.put("boardOnly", false);
        actual.put("events", List.of(event));
        actual.put("outcome", "the game goes on");
        actual.put("rejection", null);
        s.put("actual", actual);
        return s;
    }

    private Path report(String name, boolean complete, List<Map<String, Object>> scenarios) throws IOException {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("format", ReportJson.FORMAT);
        r.put("suite", Map.of("version", "dev", "commit", "abc"));
        r.put("protocol", 1);
        r.put("implementation", Map.of("name", "example", "version", name, "language", "Java"));
        r.put("complete", complete);
        r.put("summary", Map.of("total", scenarios.size()));
        r.put("scenarios", scenarios);
        r.put("timing", Map.of("started", "2026-01-01T00:00:00Z"));
        Path file = dir.resolve(name + ".json");
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), r);
        return file;
    }

    private Path report(String name, List<Map<String, Object>> scenarios) throws IOException {
        return report(name, true, scenarios);
    }

    private Path every() throws IOException {
        return report("old", List.of(
                scenario("breaks", "passed"),
                scenario("breaks-from-skip", "skipped"),
                answered("heals", "failed", "8/8/8/8/8/8/8/K6k w - - 0 1", "collision White Knight e4"),
                answered("wrong-differently", "failed", "8/8/8/8/4N3/8/8/K6k w - - 0 2", "collision Black Knight e4"),
                answered("wrong-the-same", "failed", "8/8/8/8/4n3/8/8/K6k w - - 0 2", "collision White Knight e4"),
                scenario("now-skipped", "passed"),
                scenario("crashes-now", "failed"),
                scenario("steady", "passed"),
                scenario("gone", "passed")));
    }

    private Path everyAfter() throws IOException {
        return report("new", List.of(
                answered("breaks", "failed", "8/8/8/8/8/8/8/K6k w - - 0 1", "collision White Knight e4"),
                scenario("breaks-from-skip", "errored"),
                scenario("heals", "passed"),
                answered("wrong-differently", "failed", "8/8/8/8/4B3/8/8/K6k w - - 0 2", "collision White Bishop e4"),
                answered("wrong-the-same", "failed", "8/8/8/8/4n3/8/8/K6k w - - 0 2", "collision White Knight e4"),
                scenario("now-skipped", "skipped"),
                scenario("crashes-now", "errored"),
                scenario("steady", "passed"),
                scenario("fresh", "passed")));
    }

    // ---- the sections ----

    @Test
    void everySectionIsPrintedWithItsScenariosAndTheTally() throws IOException {
        int status = diff(every(), everyAfter());
        String text = out.toString();
        assertThat(status).as(text + err).isEqualTo(1);
        assertThat(err.toString()).isEmpty();
        assertThat(text)
                .contains("old: " + dir.resolve("old.json") + "  example old, 9 scenarios")
                .contains("new: " + dir.resolve("new.json") + "  example new, 9 scenarios")
                .contains("newly failing (2):\n"
                        + "  breaks  passed -> failed  scenario breaks  (features/xymyx/test.feature:10)\n"
                        + "      the board after the turn differs\n"
                        + "  breaks-from-skip  skipped -> errored  scenario breaks-from-skip  (features/xymyx/test.feature:10)\n")
                .contains("newly passing (1):\n  heals  failed -> passed  scenario heals")
                .contains("changed answers (1):\n"
                        + "  wrong-differently  failed, a different answer  scenario wrong-differently  (features/xymyx/test.feature:10)\n"
                        + "      position: 8/8/8/8/4N3/8/8/K6k w - - 0 2 -> 8/8/8/8/4B3/8/8/K6k w - - 0 2\n"
                        + "      events: [collision Black Knight e4] -> [collision White Bishop e4]\n")
                .contains("other verdict changes (2):\n"
                        + "  now-skipped  passed -> skipped  scenario now-skipped")
                .contains("  crashes-now  failed -> errored  scenario crashes-now")
                .contains("added (1):\n  fresh  passed  scenario fresh")
                .contains("removed (1):\n  gone  was passed  scenario gone")
                .endsWith("\n2 newly failing, 1 newly passing, 1 changed answer, 2 other verdict changes, 1 added, 1 removed,"
                        + " 2 unchanged: REGRESSED (2 scenarios)\n")
                .doesNotContain("wrong-the-same", "steady");
        assertThat(text.indexOf("newly failing")).isLessThan(text.indexOf("newly passing"));
        assertThat(text.indexOf("newly passing")).isLessThan(text.indexOf("changed answers"));
        assertThat(text.indexOf("changed answers")).isLessThan(text.indexOf("other verdict changes"));
        assertThat(text.indexOf("other verdict changes")).isLessThan(text.indexOf("added ("));
        assertThat(text.indexOf("added (")).isLessThan(text.indexOf("removed ("));
    }

    @Test
    void theSameReportTwiceHasNoDifferencesAndExitsZero() throws IOException {
        Path r = every();
        assertThat(diff(r, r)).isZero();
        assertThat(out.toString()).doesNotContain("newly failing (", "newly passing (", "changed answers (", "other verdict changes (",
                        "added (", "removed (")
                .contains("\nno differences: the same scenarios, the same verdicts and the same wrong answers\n")
                .endsWith("0 newly failing, 0 newly passing, 0 changed answers, 0 other verdict changes, 0 added, 0 removed,"
                        + " 9 unchanged: no regression\n");
    }

    @Test
    void improvementsAndAChangedWrongAnswerAreNoRegression() throws IOException {
        Path before = report("a", List.of(scenario("x", "failed"),
                answered("y", "failed", "8/8/8/8/8/8/8/K6k w - - 0 1", "collision White Knight e4")));
        Path after = report("b", List.of(scenario("x", "passed"),
                answered("y", "failed", "8/8/8/8/8/8/8/K6k w - - 0 1", "collision Black Knight e4")));
        assertThat(diff(before, after)).as(out.toString()).isZero();
        assertThat(out.toString()).contains("newly passing (1)", "changed answers (1)", "no regression");
    }

    @Test
    void anAddedScenarioThatFailsIsARegressionAndAnAddedOneThatPassesIsNot() throws IOException {
        Path before = report("a", List.of(scenario("x", "passed")));
        assertThat(diff(before, report("b", List.of(scenario("x", "passed"), scenario("new-one", "passed"))))).isZero();
        assertThat(diff(before, report("c", List.of(scenario("x", "passed"), scenario("new-one", "errored"))))).isEqualTo(1);
        assertThat(out.toString()).contains("added (1):\n  new-one  errored  scenario new-one", "REGRESSED (1 scenario)");
    }

    @Test
    void lostCoverageIsARegressionOnlyWithStrict() throws IOException {
        Path before = report("a", List.of(scenario("x", "passed"), scenario("y", "passed"), scenario("z", "failed")));
        Path skipped = report("b", List.of(scenario("x", "skipped"), scenario("y", "passed"), scenario("z", "failed")));
        Path removed = report("c", List.of(scenario("y", "passed"), scenario("z", "failed")));
        Path failingRemoved = report("d", List.of(scenario("x", "passed"), scenario("y", "passed")));
        assertThat(diff(before, skipped)).isZero();
        assertThat(diff(before, skipped, "--strict")).isEqualTo(1);
        assertThat(out.toString()).endsWith(": REGRESSED (1 scenario, --strict)\n");
        assertThat(diff(before, removed)).isZero();
        assertThat(diff(before, removed, "--strict")).isEqualTo(1);
        assertThat(diff(before, failingRemoved, "--strict")).isZero();
        Path notApplicable = report("e", List.of(scenario("x", "notApplicable"), scenario("y", "passed"), scenario("z", "failed")));
        assertThat(diff(before, notApplicable, "--strict")).isEqualTo(1);
        assertThat(out.toString()).contains("  x  passed -> not applicable  scenario x");
    }

    @Test
    void anIncompleteRunIsSaidSo() throws IOException {
        Path before = report("a", List.of(scenario("x", "passed"), scenario("y", "passed")));
        Path after = report("b", false, List.of(scenario("x", "passed")));
        assertThat(diff(before, after)).isZero();
        assertThat(out.toString()).contains("new: " + after + "  example b, 1 scenario, an INCOMPLETE run (cut short)");
    }

    @Test
    void aDuplicatedIdIsKeptApartRatherThanLost() throws IOException {
        Path before = report("a", List.of(scenario("x", "passed"), scenario("x", "passed")));
        Path after = report("b", List.of(scenario("x", "passed"), scenario("x", "failed")));
        assertThat(diff(before, after)).isEqualTo(1);
        assertThat(out.toString()).contains("newly failing (1):\n  x  passed -> failed");
    }

    // ---- JSON ----

    @Test
    void jsonCarriesEverySectionTheTallyAndTheVerdict() throws IOException {
        int status = diff(every(), everyAfter(), "--json");
        assertThat(status).isEqualTo(1);
        JsonNode d = JSON.readTree(out.toString());
        assertThat(d.path("format").asText()).isEqualTo("arbiter-diff/1");
        assertThat(d.path("old").path("file").asText()).isEqualTo(dir.resolve("old.json").toString());
        assertThat(d.path("new").path("scenarios").asInt()).isEqualTo(9);
        assertThat(ids(d.path("newlyFailing"))).containsExactly("breaks", "breaks-from-skip");
        assertThat(ids(d.path("newlyPassing"))).containsExactly("heals");
        assertThat(ids(d.path("changedAnswers"))).containsExactly("wrong-differently");
        assertThat(ids(d.path("otherChanges"))).containsExactly("now-skipped", "crashes-now");
        assertThat(ids(d.path("added"))).containsExactly("fresh");
        assertThat(ids(d.path("removed"))).containsExactly("gone");
        JsonNode breaks = d.path("newlyFailing").get(0);
        assertThat(breaks.path("before").asText()).isEqualTo("passed");
        assertThat(breaks.path("after").asText()).isEqualTo("failed");
        assertThat(breaks.path("message").asText()).isEqualTo("the board after the turn differs");
        JsonNode changed = d.path("changedAnswers").get(0);
        assertThat(changed.path("actualBefore").path("events").get(0).asText()).isEqualTo("collision Black Knight e4");
        assertThat(changed.path("actualAfter").path("position").asText()).isEqualTo("8/8/8/8/4B3/8/8/K6k w - - 0 2");
        assertThat(d.path("removed").get(0).path("after").isNull()).isTrue();
        assertThat(d.path("added").get(0).path("before").isNull()).isTrue();
        assertThat(d.path("tally").path("unchanged").asInt()).isEqualTo(2);
        assertThat(d.path("tally").path("otherChanges").asInt()).isEqualTo(2);
        assertThat(d.path("regressed").asBoolean()).isTrue();
        assertThat(ids(d.path("regressions"))).containsExactly("breaks", "breaks-from-skip");
    }

    private static List<String> ids(JsonNode array) {
        List<String> ids = new ArrayList<>();
        array.forEach(n -> ids.add(n.isTextual() ? n.asText() : n.path("id").asText()));
        return ids;
    }

    // ---- bad input ----

    @Test
    void aMissingFileIsOneCleanLineAndExitTwo() throws IOException {
        Path good = every();
        assertBad(diff(good, dir.resolve("nope.json")), "arbiter: no such file: " + dir.resolve("nope.json") + "\n");
        assertBad(diff(dir.resolve("nope.json"), good), "arbiter: no such file: " + dir.resolve("nope.json") + "\n");
    }

    @Test
    void aDirectoryIsNotAReport() throws IOException {
        assertBad(diff(dir, every()), "arbiter: " + dir + " is a directory, not a report.json\n");
    }

    @Test
    void textThatIsNotJsonIsNamedWithWhere() throws IOException {
        Path notJson = Files.writeString(dir.resolve("summary.txt"), "Arbiter conformance: arbiter-reference\n");
        assertBad(diff(every(), notJson), null);
        assertThat(err.toString()).startsWith("arbiter: " + notJson + " is not valid JSON: ").contains("(line 1, column ");
        Path truncated = Files.writeString(dir.resolve("cut.json"), "{\"format\": \"" + ReportJson.FORMAT + "\", \"scenarios\": [{\"id\": \"x\"");
        assertBad(diff(every(), truncated), null);
        assertThat(err.toString()).startsWith("arbiter: " + truncated + " is not valid JSON: ");
    }

    @Test
    void jsonThatIsNotAnArbiterReportIsRefused() throws IOException {
        Path good = every();
        Path array = Files.writeString(dir.resolve("array.json"), "[1, 2, 3]");
        assertBad(diff(good, array), "arbiter: " + array + " is not an Arbiter report: expected a JSON object with \"format\": \""
                + ReportJson.FORMAT + "\"\n");
        Path other = Files.writeString(dir.resolve("other.json"), "{\"format\": \"allure/2\", \"scenarios\": []}");
        assertBad(diff(good, other), "arbiter: " + other + " is not an Arbiter report: its format is \"allure/2\", not \""
                + ReportJson.FORMAT + "\"\n");
        Path none = Files.writeString(dir.resolve("none.json"), "{\"scenarios\": []}");
        assertBad(diff(good, none), "arbiter: " + none + " is not an Arbiter report: it has no \"format\" field (expected \""
                + ReportJson.FORMAT + "\")\n");
        Path empty = Files.writeString(dir.resolve("empty.json"), "");
        assertBad(diff(good, empty), "arbiter: " + empty + " is empty, not an Arbiter report\n");
        Path noId = Files.writeString(dir.resolve("noid.json"), "{\"format\": \"" + ReportJson.FORMAT + "\", \"scenarios\": [{\"verdict\": \"passed\"}]}");
        assertBad(diff(good, noId), "arbiter: " + noId + " is not an Arbiter report: scenario 1 has no id\n");
        Path verdict = Files.writeString(dir.resolve("verdict.json"),
                "{\"format\": \"" + ReportJson.FORMAT + "\", \"scenarios\": [{\"id\": \"x\", \"verdict\": \"PASSED\"}]}");
        assertBad(diff(good, verdict), "arbiter: " + verdict + " is not an Arbiter report: scenario x has the unknown verdict \"PASSED\"\n");
    }

    @Test
    void aMissingArgumentIsAUsageError() throws IOException {
        assertThat(run("diff", every().toString())).isEqualTo(2);
        assertThat(err.toString()).contains("Missing required parameter: 'NEW'");
    }

    private void assertBad(int status, String message) {
        assertThat(status).as(out + "\n" + err).isEqualTo(2);
        assertThat(out.toString()).isEmpty();
        assertThat(err.toString()).doesNotContain("Exception", "\tat ").hasLineCount(1);
        if (message != null) {
            assertThat(err.toString()).isEqualTo(message);
        }
    }

    // ---- real reports ----

    private static Path sample(String name) {
        return Path.of("src/test/resources/diff", name);
    }

    @Test
    void theReferenceAgainstAnImplementationThatReversesRegistration() {
        int status = diff(sample("report-reference.json"), sample("report-wrong.json"));
        assertThat(status).isEqualTo(1);
        assertThat(out.toString())
                .contains("old: " + sample("report-reference.json") + "  arbiter-reference 0.1.0-SNAPSHOT, 296 scenarios")
                .contains("new: " + sample("report-wrong.json") + "  fixture-reversed-registration 1.0, 296 scenarios")
                .contains("newly failing (19):\n  xymyx-r1-006  passed -> failed  White registered first, so White keeps the square"
                        + " two Knights reach  (features/xymyx/r1-simultaneity.feature:189)\n      the board after the turn differs\n")
                .contains("  xymyx-ra1-007  passed -> failed", "expected White wins by checkmate, but fixture-reversed-registration says")
                .contains("other verdict changes (127):\n  xymyx-classic-contrast-001/xymyx-classic  passed -> not applicable")
                .endsWith("19 newly failing, 0 newly passing, 0 changed answers, 127 other verdict changes, 0 added, 0 removed,"
                        + " 150 unchanged: REGRESSED (19 scenarios)\n");
    }

    @Test
    void fixingTheImplementationIsNoRegressionEvenStrictly() {
        assertThat(diff(sample("report-wrong.json"), sample("report-reference.json"))).isZero();
        assertThat(out.toString()).contains("newly passing (19):\n  xymyx-r1-006  failed -> passed")
                .endsWith("0 newly failing, 19 newly passing, 0 changed answers, 127 other verdict changes, 0 added, 0 removed,"
                        + " 150 unchanged: no regression\n");
        assertThat(diff(sample("report-wrong.json"), sample("report-reference.json"), "--strict")).isZero();
    }

    @Test
    void aCrashingImplementationAgainstAWrongOne() throws IOException {
        assertThat(diff(sample("report-wrong.json"), sample("report-crash.json"), "--json")).isEqualTo(1);
        JsonNode d = JSON.readTree(out.toString());
        assertThat(d.path("new").path("implementation").asText()).isEqualTo("fixture-crashing 1.0");
        assertThat(ids(d.path("newlyFailing"))).contains("xymyx-r2-001").doesNotContain("xymyx-r1-006");
        assertThat(d.path("newlyFailing")).hasSize(17).allSatisfy(c -> assertThat(c.path("before").asText()).isEqualTo("passed"));
        assertThat(d.path("otherChanges")).hasSize(16).allSatisfy(c -> {
            assertThat(c.path("before").asText()).isEqualTo("failed");
            assertThat(c.path("after").asText()).isEqualTo("errored");
        });
        assertThat(ids(d.path("otherChanges"))).contains("xymyx-r1-006");
        assertThat(d.path("tally").path("unchanged").asInt()).isEqualTo(1);
        assertThat(d.path("tally").path("removed").asInt()).isEqualTo(262);
    }

    // ---- size ----

    @Test
    void aHundredThousandScenariosAreStreamed() throws IOException {
        Path before = big("big-old", 100_000, -1);
        Path after = big("big-new", 100_000, 77_777);
        long start = System.nanoTime();
        assertThat(diff(before, after)).isEqualTo(1);
        assertThat(out.toString()).contains("newly failing (1):\n  s-077777  passed -> failed")
                .endsWith("1 newly failing, 0 newly passing, 0 changed answers, 0 other verdict changes, 0 added, 0 removed,"
                        + " 99999 unchanged: REGRESSED (1 scenario)\n");
        assertThat((System.nanoTime() - start) / 1_000_000_000.0).isLessThan(60);
    }

    /** A report written as Arbiter writes one, streamed; scenario {@code failing} fails, the rest pass. */
    private Path big(String name, int scenarios, int failing) throws IOException {
        Path file = dir.resolve(name + ".json");
        try (OutputStream o = Files.newOutputStream(file);
                JsonGenerator g = new JsonFactory().createGenerator(o, JsonEncoding.UTF8)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", ReportJson.FORMAT);
            g.writeObjectFieldStart("implementation");
            g.writeStringField("name", name);
            g.writeStringField("version", "1");
            g.writeEndObject();
            g.writeBooleanField("complete", true);
            g.writeArrayFieldStart("scenarios");
            for (int i = 0; i < scenarios; i++) {
                boolean fails = i == failing;
                g.writeStartObject();
                g.writeStringField("id", String.format("s-%06d", i));
                g.writeStringField("name", "Two Rooks meet and the Rook of the player who registered first stays, number " + i);
                g.writeStringField("file", "features/xymyx/f" + (i % 50) + ".feature");
                g.writeNumberField("line", 10 + i % 1000);
                g.writeStringField("verdict", fails ? "failed" : "passed");
                g.writeStringField("message", fails ? "the board after the turn differs" : "");
                g.writeObjectFieldStart("actual");
                g.writeStringField("position", "6k1/5ppp/8/8/4N3/8/5PPP/6K1 w - - 0 " + (fails ? 2 : 1));
                g.writeArrayFieldStart("events");
                g.writeString("collision Black Knight e4");
                g.writeEndArray();
                g.writeStringField("outcome", "the game goes on");
                g.writeNullField("rejection");
                g.writeEndObject();
                g.writeStringField("gherkin", "Feature: x\n  Scenario: y\n    Given the board\n".repeat(5));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        return file;
    }
}
