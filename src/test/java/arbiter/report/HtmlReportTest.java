package arbiter.report;

import arbiter.board.XmlText;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** report.html made from the sample reports: order, diagrams, reproduction, denominators, matrix, banner, scale. */
class HtmlReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CARD = Pattern.compile("<article class=\"scn card\"(.*?)</article>", Pattern.DOTALL);
    private static final Pattern SVG = Pattern.compile("<svg.*?</svg>", Pattern.DOTALL);

    @TempDir
    Path dir;

    /** Copies a fixture under src/test/resources/report/ into the temporary folder. */
    static Path fixture(Path dir, String name) throws IOException {
        Path target = dir.resolve(name);
        try (InputStream in = HtmlReportTest.class.getResourceAsStream("/report/" + name)) {
            Files.copy(in, target);
        }
        return target;
    }

    private String render(String fixture) throws IOException {
        return render(fixture(dir, fixture));
    }

    /** Puts the books of the fixtures' rulesets beside the report, as a run that wrote them would. */
    private void books() throws IOException {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            Files.writeString(dir.resolve("rulebook-" + ruleset + ".html"), "<html></html>");
        }
    }

    private String render(Path json) throws IOException {
        Path html = dir.resolve(json.getFileName() + ".html");
        HtmlReport.write(json, html);
        return Files.readString(html, StandardCharsets.UTF_8);
    }

    private static List<String> cards(String html) {
        List<String> cards = new ArrayList<>();
        Matcher m = CARD.matcher(html);
        while (m.find()) {
            cards.add(m.group());
        }
        return cards;
    }

    private static List<String> svgs(String card) {
        List<String> out = new ArrayList<>();
        Matcher m = SVG.matcher(card);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    @Test
    void failuresComeFirstThenTheCollapsedLists() throws IOException {
        String html = render("report-wrong.json");
        int failed = html.indexOf("id=\"sec-failed\"");
        int notApplicable = html.indexOf("id=\"sec-notApplicable\"");
        int passed = html.indexOf("id=\"sec-passed\"");
        assertThat(failed).isPositive().isLessThan(notApplicable);
        assertThat(notApplicable).isLessThan(passed);
        assertThat(html.lastIndexOf("data-v=\"failed\"")).isLessThan(notApplicable);
        assertThat(html.indexOf("data-v=\"passed\"", html.indexOf("<div id=\"scenarios\""))).isGreaterThan(passed);
        assertThat(html.substring(notApplicable, passed)).contains("<details><summary>");
        assertThat(html.substring(passed)).contains("<details><summary>").contains("<ul class=\"compact\">");
        assertThat(cards(html)).hasSize(19);
    }

    @Test
    void everyFailureHasThreeBoardsWithTheDifferingSquaresMarkedOnBoth() throws IOException {
        books();
        String html = render("report-wrong.json");
        for (String card : cards(html)) {
            List<String> boards = svgs(card);
            assertThat(boards).as(card.substring(0, 200)).hasSize(3);
            assertThat(boards.get(0)).contains("bsvg-arrow-w").contains("bsvg-arrow-b").doesNotContain("bsvg-mark");
            if (card.contains("the board after the turn differs")) {
                assertThat(boards.get(1)).contains("bsvg-mark");
                assertThat(boards.get(2)).contains("bsvg-mark");
                assertThat(card).contains("class=\"differ\"");
            }
        }
        String first = cards(html).get(0);
        assertThat(first).contains("id=\"scenario-xymyx-r1-006\"")
                .contains("features/xymyx/r1-simultaneity.feature:189")
                .contains("<b>e4</b>: expected White Knight, got Black Knight")
                .contains("White d2e4 <em>1st</em>").contains("Black d6e4 <em>2nd</em>")
                .contains("<li class=\"diff\">event: collision Black Knight e4</li>")
                .contains("<li class=\"diff\">event: collision White Knight e4</li>")
                .contains("<li>outcome: the game goes on</li>");
        assertThat(svgs(first).get(0)).contains(">1st</text>").contains(">2nd</text>");
        assertThat(html).contains("rulebook-xymyx.html#xymyx.R1");
    }

    @Test
    void theRequestAndTheGherkinAreThereToCopy() throws IOException {
        Path json = fixture(dir, "report-wrong.json");
        String html = render(json);
        ReportReader.scenarios(json, s -> {
            if ("failed".equals(s.path("verdict").asText())) {
                assertThat(html).contains(XmlText.escape(s.path("turn").path("request").asText()));
                assertThat(html).contains(XmlText.escape(s.path("gherkin").asText()));
                assertThat(html).contains(XmlText.escape(s.path("message").asText()));
            }
        });
        assertThat(html).contains("&quot;op&quot;:&quot;resolve&quot;")
                .contains("class=\"copy\" data-target=\"copy-1\" hidden>Copy</button>")
                .contains("<pre id=\"copy-1\"");
    }

    @Test
    void everyFailureLinksToItsExampleInTheRulebook() throws IOException {
        books();
        String html = render("report-wrong.json");
        for (String card : cards(html)) {
            assertThat(card).containsPattern("href=\"rulebook-xymyx(-classic)?\\.html#example-xymyx[a-z0-9-]+-\\d{3}\">the rule in the rulebook</a>");
        }
    }

    @Test
    void withoutItsBookBesideItTheReportLinksNoClauseAndNoExample() throws IOException {
        Files.writeString(dir.resolve("rulebook-xymyx-classic.html"), "<html></html>");
        String html = render("report-wrong.json");
        assertThat(html).doesNotContain("href=\"rulebook-xymyx.html").contains("<span class=\"clause\">xymyx.R1</span>")
                .contains("href=\"rulebook-xymyx-classic.html#xymyx-classic.");
    }

    @Test
    void theSummaryGivesBothDenominatorsAndEveryCount() throws IOException {
        String html = render("report-wrong.json");
        assertThat(html).contains("<strong>150 of 169</strong> applicable passed")
                .contains("150 of 296 in all")
                .contains("<b>150</b> passed").contains("<b>19</b> failed").contains("<b>0</b> errored")
                .contains("<b>0</b> skipped").contains("<b>127</b> not applicable")
                .doesNotContain("INCOMPLETE")
                .contains("fixture-reversed-registration").contains("FAILING");
    }

    @Test
    void theMatrixListsEveryClauseOfTheCatalogueWithItsColour() throws IOException {
        books();
        Path json = fixture(dir, "report-wrong.json");
        String html = render(json);
        JsonNode rulesets = JSON.readTree(json.toFile()).path("rulesets");
        int clauses = 0;
        for (JsonNode r : rulesets) {
            for (JsonNode c : r.path("clauses")) {
                String id = c.path("id").asText();
                assertThat(html).contains("data-clause=\"" + id + "\"")
                        .contains("href=\"rulebook-" + r.path("id").asText() + ".html#" + id + "\"");
                clauses++;
            }
        }
        assertThat(clauses).isEqualTo(28);
        assertThat(html).contains("href=\"rulebook-xymyx.html#xymyx.R2\">xymyx.R2.equal</a>");
        assertThat(html).contains("<tr class=\"row-red\" data-clause=\"xymyx.R2\">")
                .contains("<tr class=\"row-green\" data-clause=\"xymyx.R3\">")
                .contains("<tr class=\"row-grey\" data-clause=\"xymyx-classic.SETUP\">");
    }

    @Test
    void anIncompleteRunSaysSoAtTheTop() throws IOException {
        Path json = fixture(dir, "report-crash.json");
        ObjectNode report = (ObjectNode) JSON.readTree(json.toFile());
        report.put("complete", false);
        JSON.writeValue(json.toFile(), report);
        String html = render(json);
        assertThat(html).contains("<strong>INCOMPLETE</strong>");
        assertThat(html.indexOf("INCOMPLETE")).isLessThan(html.indexOf("id=\"summary\""));
    }

    @Test
    void erroredScenariosShowWhatWasAskedAndThatNothingCameBack() throws IOException {
        String html = render("report-crash.json");
        List<String> cards = cards(html);
        assertThat(cards).hasSize(33).allSatisfy(card -> assertThat(card)
                .contains("data-v=\"errored\"").contains("IllegalStateException: board array index 64 out of bounds")
                .contains("No answer from the implementation"));
        assertThat(svgs(cards.get(0))).hasSize(2);
        assertThat(html).contains("<strong>0 of 33</strong> applicable passed").contains("0 of 34 in all");
    }

    @Test
    void aPassingRunListsEveryScenarioCompactly() throws IOException {
        Path json = fixture(dir, "report-reference.json");
        String html = render(json);
        assertThat(cards(html)).isEmpty();
        assertThat(html).contains("No scenario failed or errored.").contains("PASSING").doesNotContain("<svg");
        ReportReader.scenarios(json, s -> assertThat(html).contains("<span class=\"sid\">" + XmlText.escape(s.path("id").asText())));
    }

    @Test
    void aLargeRunIsStreamedAndDiagramsStopAtTheCap() throws IOException {
        Path json = dir.resolve("large.json");
        int failures = Sections.DIAGRAM_CAP + 20;
        int passes = 20_000;
        try (JsonGenerator g = JSON.getFactory().createGenerator(json.toFile(), JsonEncoding.UTF8)) {
            g.writeStartObject();
            g.writeObjectFieldStart("summary");
            g.writeNumberField("total", failures + passes);
            g.writeNumberField("applicable", failures + passes);
            g.writeNumberField("passed", passes);
            g.writeNumberField("failed", failures);
            g.writeEndObject();
            g.writeArrayFieldStart("scenarios");
            for (int i = 0; i < failures + passes; i++) {
                boolean failed = i % 30 == 0 && i / 30 < failures;
                g.writeStartObject();
                g.writeStringField("id", "s-" + i);
                g.writeStringField("name", "Scenario " + i);
                g.writeStringField("verdict", failed ? "failed" : "passed");
                if (failed) {
                    g.writeStringField("message", "wrong");
                    g.writeObjectFieldStart("turn");
                    g.writeStringField("before", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
                    g.writeStringField("white", "e1e2");
                    g.writeStringField("black", "e8e7");
                    g.writeEndObject();
                    g.writeObjectFieldStart("expected");
                    g.writeStringField("position", "8/4k3/8/8/8/8/4K3/8 w - - 0 1");
                    g.writeEndObject();
                    g.writeObjectFieldStart("actual");
                    g.writeStringField("position", "4k3/8/8/8/8/8/4K3/8 w - - 0 1");
                    g.writeEndObject();
                }
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        String html = render(json);
        int broken = cards(html).size();
        assertThat(broken).isEqualTo(failures);
        assertThat(html).contains("diagrams are drawn for the first " + Sections.DIAGRAM_CAP + " only");
        assertThat(SVG.matcher(html).results().count()).isEqualTo(3L * Sections.DIAGRAM_CAP);
        assertThat(cards(html).get(Sections.DIAGRAM_CAP)).contains("Diagrams omitted");
        assertThat(html).contains("<span class=\"sid\">s-20519</span> <span class=\"stitle\">Scenario 20519</span>");
    }
}
