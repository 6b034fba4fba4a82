package arbiter.compare;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.HtmlReport;
import arbiter.report.PageLinks;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * compare.json and compare.html made from three runs' reports (all passing, a reversed registration order,
 * a crash): the same counts as each run's own report, links that lead into those reports, the schema kept,
 * distinct column labels, and nothing from a report taken as markup.
 */
class CompareReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] FIXTURES = {"report-reference.json", "report-wrong.json", "report-crash.json"};
    private static final String EVIL = "<script>alert(1)</script> \"><img src=x onerror=alert(1)> &amp; 'q'";

    @TempDir
    Path dir;

    @Test
    void everyCellCountsWhatThatRunsOwnReportCountsUnderTheClause() throws IOException {
        Comparison c = CompareFixtures.write(dir, FIXTURES);
        JsonNode compare = JSON.readTree(dir.resolve("compare.json").toFile());
        int cells = 0;
        for (int i = 0; i < FIXTURES.length; i++) {
            JsonNode own = JSON.readTree(dir.resolve((i + 1) + "/run " + (i + 1) + "/report.json").toFile());
            assertThat(compare.path("implementations").get(i).path("summary")).as(FIXTURES[i]).isEqualTo(own.path("summary"));
            for (JsonNode ruleset : own.path("rulesets")) {
                for (JsonNode clause : ruleset.path("clauses")) {
                    JsonNode row = row(compare, clause.path("id").asText());
                    if (clause.path("results").path("total").asInt() == 0 && row == null) {
                        continue;
                    }
                    assertThat(row).as("a row for " + clause.path("id")).isNotNull();
                    assertThat(row.path("results").get(i)).as(FIXTURES[i] + " " + clause.path("id")).isEqualTo(clause.path("results"));
                    cells++;
                }
            }
        }
        assertThat(cells).isGreaterThan(30);
        assertThat(c.columns()).extracting(CompareColumn::label)
                .containsExactly("arbiter-reference", "fixture-reversed-registration", "fixture-crashing");
        assertThat(htmlCells()).isEqualTo(jsonCells(compare));
    }

    /** The matrix cells of compare.html in page order, as "passed/applicable" ("n/a", "not run"). */
    private List<String> htmlCells() throws IOException {
        String html = Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8);
        String matrix = html.substring(html.indexOf("id=\"clauses\""), html.indexOf("id=\"scenarios\""));
        return Pattern.compile("<td class=\"cell[^>]*>(?:<details><summary>)?(.*?)(?:</summary>|</td>)").matcher(matrix).results()
                .map(m -> m.group(1).replaceAll("<[^>]*>", "")).toList();
    }

    private static List<String> jsonCells(JsonNode compare) {
        List<String> cells = new java.util.ArrayList<>();
        for (JsonNode row : compare.path("clauses")) {
            for (JsonNode t : row.path("results")) {
                cells.add(t.path("total").asInt() == 0 ? "not run" : t.path("applicable").asInt() == 0 ? "n/a"
                        : t.path("passed").asInt() + "/" + t.path("applicable").asInt());
            }
        }
        return cells;
    }

    private static JsonNode row(JsonNode compare, String clause) {
        for (JsonNode row : compare.path("clauses")) {
            if (row.path("id").asText().equals(clause)) {
                return row;
            }
        }
        return null;
    }

    @Test
    void eachScenarioSaysWhoAgreesWithTheReference() throws IOException {
        CompareFixtures.write(dir, FIXTURES);
        JsonNode compare = JSON.readTree(dir.resolve("compare.json").toFile());
        JsonNode own = JSON.readTree(dir.resolve("2/run 2/report.json").toFile());
        int checked = 0;
        for (JsonNode s : own.path("scenarios")) {
            JsonNode row = null;
            for (JsonNode r : compare.path("scenarios")) {
                if (r.path("id").equals(s.path("id"))) {
                    row = r;
                }
            }
            assertThat(row).as(s.path("id").asText()).isNotNull();
            assertThat(row.path("verdicts").get(1)).isEqualTo(s.path("verdict"));
            boolean passed = s.path("verdict").asText().equals("passed");
            boolean broken = s.path("verdict").asText().equals("failed") || s.path("verdict").asText().equals("errored");
            assertThat(row.path("agree").toString().contains("\"fixture-reversed-registration\"")).isEqualTo(passed);
            assertThat(row.path("disagree").toString().contains("\"fixture-reversed-registration\"")).isEqualTo(broken);
            checked++;
        }
        assertThat(checked).isEqualTo(own.path("scenarios").size());
        String html = Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8);
        assertThat(html).contains("with an implementation that does not agree with the reference").contains(">failed</a>");
    }

    @Test
    void everyLinkLeadsToAFileAndAnElementThere() throws IOException {
        CompareFixtures.write(dir, FIXTURES);
        Path page = dir.resolve("compare.html");
        assertThat(PageLinks.broken(page)).isEmpty();
        assertThat(PageLinks.count(page)).isGreaterThan(500);
        assertThat(Files.readString(page)).contains("href=\"2/run%202/report.html#scenario-xymyx-r2-013\"");
    }

    @Test
    void compareJsonFollowsItsSchema() throws IOException {
        CompareFixtures.write(dir, FIXTURES);
        JsonSchema schema;
        try (InputStream in = getClass().getResourceAsStream("/report/v1/compare.schema.json")) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
        assertThat(schema.validate(JSON.readTree(dir.resolve("compare.json").toFile()))).isEmpty();
        ObjectNode broken = (ObjectNode) JSON.readTree(dir.resolve("compare.json").toFile());
        ((ObjectNode) broken.path("scenarios").get(0)).putArray("verdicts").add("maybe");
        assertThat(schema.validate(broken)).as("a verdict the schema does not know").isNotEmpty();
    }

    @Test
    void implementationsOfOneNameGetDistinctLabelsAndARunWithoutAReportAColumnStill() throws IOException {
        Path run = Files.createDirectories(dir.resolve("1/run"));
        Files.copy(getClass().getResourceAsStream("/report/report-reference.json"), run.resolve("report.json"));
        HtmlReport.write(run.resolve("report.json"), run.resolve("report.html"));
        Comparison c = CompareFixtures.write(dir, List.of(new Comparison.Run("a", run, 0), new Comparison.Run("b", run, 0),
                new Comparison.Run("never started", null, 2)));
        assertThat(c.columns()).extracting(CompareColumn::label)
                .containsExactly("arbiter-reference", "arbiter-reference (2)", "never started");
        JsonNode compare = JSON.readTree(dir.resolve("compare.json").toFile());
        assertThat(compare.path("implementations").get(2).path("report").isNull()).isTrue();
        assertThat(compare.path("scenarios").get(0).path("verdicts").get(2).isNull()).isTrue();
        assertThat(Files.readString(dir.resolve("compare.html"))).contains("No report: its run stopped (exit status 2)");
        assertThat(PageLinks.broken(dir.resolve("compare.html"))).isEmpty();
    }

    @Test
    void noMarkupFromAReportOrAnAdapterCommandSurvives() throws IOException {
        Path run = Files.createDirectories(dir.resolve("1/run"));
        ObjectNode report = (ObjectNode) JSON.readTree(getClass().getResourceAsStream("/report/report-wrong.json"));
        ((ObjectNode) report.path("implementation")).put("name", "name " + EVIL).put("version", EVIL);
        JsonNode clause = report.path("rulesets").get(0).path("clauses").get(0);
        ((ObjectNode) clause).put("title", "title " + EVIL).put("id", "xymyx.R1 " + EVIL);
        for (JsonNode s : report.path("scenarios")) {
            ((ObjectNode) s).put("name", "title " + EVIL).put("message", "message " + EVIL).put("id", "id " + s.path("id").asText() + EVIL);
            ((ObjectNode) s).putArray("countedUnder").add("xymyx.R1 " + EVIL);
        }
        JSON.writeValue(run.resolve("report.json").toFile(), report);
        HtmlReport.write(run.resolve("report.json"), run.resolve("report.html"));
        CompareFixtures.write(dir, List.of(new Comparison.Run("adapter " + EVIL, run, 1)));
        String html = Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8);
        assertThat(html).doesNotContain("<script").doesNotContain("<img");
        assertThat(html).contains("name &lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp;amp; &#39;q&#39;")
                .contains("adapter &lt;script&gt;");
        String tagsWithoutValues = html.replaceAll("\"[^\"]*\"", "\"\"");
        assertThat(Pattern.compile("<[^>]*onerror").matcher(tagsWithoutValues).find()).as("an onerror attribute").isFalse();
        assertThat(PageLinks.broken(dir.resolve("compare.html"))).isEmpty();
    }
}
