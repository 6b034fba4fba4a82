package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.XmlText;
import arbiter.causes.AnswerDifference;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html's Causes section and the commands of its failure cards, from a run of the stub that
 * reverses the registration order through a (pretend) adapter whose command line is hostile.
 */
class CauseSectionTest {

    static final String FIXTURE = "fixture-reversed-registration";
    static final String ADAPTER = "python3 'my adapter.py' \"$HOME\" `id` </pre><script>alert(1)</script>\nnext";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static Path json;
    private static String html;

    /** The report of a run of the reversed-registration stub over the clauses where the order decides. */
    static Path reversedReport(Path into) throws IOException {
        String tags = "@xymyx.R1 or @xymyx.R2 or @xymyx.RA1 or @xymyx.RA2";
        List<ScenarioResult> results = SuiteRun.run("features", tags, Target.find(FIXTURE));
        RunInfo info = new RunInfo("test", "0123456789abcdef0123456789abcdef01234567", 2, Target.find(FIXTURE).describe(), ADAPTER,
                List.of(), tags, true);
        RunRecorder recorder = new RunRecorder(into, info, ClauseCatalogue.forFeatures("features"), Clock.systemUTC());
        results.forEach(recorder);
        recorder.finish(true, "summary\n");
        return into.resolve("report.json");
    }

    @BeforeAll
    static void render() throws IOException {
        json = reversedReport(dir.resolve("run"));
        html = Files.readString(json.resolveSibling("report.html"), StandardCharsets.UTF_8);
    }

    private static String section() {
        return html.substring(html.indexOf("<section class=\"causes\""), html.indexOf("</section>", html.indexOf("id=\"causes\"")));
    }

    @Test
    void theReversedOrderIsOneCauseThatOpensOnEveryFailure() throws IOException {
        String causes = section();
        assertThat(causes.split("<details class=\"cause\"", -1)).hasSize(2);
        assertThat(causes).contains(XmlText.escape(AnswerDifference.ORDER_SWAPPED));
        int failed = 0;
        for (JsonNode s : JSON.readTree(json.toFile()).path("scenarios")) {
            if (s.path("verdict").asText().equals("failed")) {
                failed++;
                assertThat(s.path("cause").asText()).isEqualTo(AnswerDifference.ORDER_SWAPPED);
                assertThat(causes).contains("<a class=\"sid\" href=\"" + Html.scenarioHref(s.path("id").asText()) + "\">");
                assertThat(html).contains("id=\"" + XmlText.escape(Html.scenarioAnchor(s.path("id").asText())) + "\"");
            }
        }
        assertThat(failed).isGreaterThan(10);
        assertThat(causes).contains("<b class=\"n\">" + failed + "</b>");
        assertThat(html.split("<p class=\"cause\">Cause: <a href=\"#cause-1\">", -1)).hasSize(failed + 1);
        assertThat(html).contains("<a href=\"#causes\">Causes</a>");
    }

    @Test
    void everyCardGivesBothCommandsQuotedAndEscaped() {
        String quoted = ShellWords.quote(ADAPTER);
        assertThat(quoted).doesNotContain("\n");
        Matcher conform = Pattern.compile("<pre id=\"copy-\\d+\" class=\"cmd\">(\\./arbiter conform [^<]*)</pre>").matcher(html);
        int commands = 0;
        while (conform.find()) {
            assertThat(conform.group(1)).endsWith(" --adapter " + XmlText.escape(quoted));
            commands++;
        }
        assertThat(commands).isGreaterThan(10);
        assertThat(html).contains(XmlText.escape("./arbiter resolve --ruleset xymyx --fen '")).contains("--first white")
                .contains("--first black").doesNotContain("<script>alert").doesNotContain("</pre><script>");
        assertThat(html.split("class=\"copy\" data-target=\"copy-", -1).length - 1)
                .as("a copy button for each command, request and Gherkin").isEqualTo(html.split("<pre id=\"copy-", -1).length - 1);
    }

    @Test
    void aReportWrittenBeforeCausesIsGroupedByItsMessages() throws IOException {
        Path old = HtmlReportTest.fixture(dir, "report-wrong.json");
        Path page = dir.resolve("old.html");
        HtmlReport.write(old, page);
        String text = Files.readString(page, StandardCharsets.UTF_8);
        assertThat(text).contains("<section class=\"causes\" id=\"causes\">")
                .contains("<span class=\"ctext\">the board after the turn differs</span>");
    }
}
