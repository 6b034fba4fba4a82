package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/**
 * A run's files for turns other than one move each: a player's two moves, a player who does not
 * move, moves registered at the same instant; each file says them and counts alike.
 */
class GeneralTurnsReportTest {

    private static final String PAWNS = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CARD = Pattern.compile("<article class=\"scn card\" id=\"scenario-([^\"]+)\"(.*?)</article>", Pattern.DOTALL);

    @TempDir
    static Path dir;

    private static Path run;

    private static ScenarioResult failed(String id, List<String> white, List<String> black, String first) {
        ScenarioDetail.Turn turn = new ScenarioDetail.Turn(PAWNS, white, black, first, "{\"id\":1,\"op\":\"resolve\"}");
        ScenarioDetail.Answer expected = new ScenarioDetail.Answer("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", true,
                List.of("bounced White Knight d5"), "both players lose by king captured", null);
        ScenarioDetail.Answer actual = new ScenarioDetail.Answer(PAWNS, false, List.of(), "the game goes on", null);
        return new ScenarioResult(id, "turn " + id, "features/xymyx/r1-simultaneity.feature", 7, List.of("@xymyx.R1", "@id:" + id),
                "xymyx", Verdict.FAILED, "the board after the turn differs", new ScenarioDetail(turn, expected, actual, null), 3);
    }

    @BeforeAll
    static void record() throws Exception {
        run = dir.resolve("run");
        RunInfo info = new RunInfo("test", "0123456789abcdef0123456789abcdef01234567", 2,
                Target.find(Target.REFERENCE).describe(), null, List.of(), null, true);
        RunRecorder recorder = new RunRecorder(run, info, ClauseCatalogue.parse(Files.readString(Path.of("features/clauses.md"))),
                Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC));
        recorder.accept(failed("two-moves", List.of("e2e4", "e4e5"), List.of(), "none"));
        recorder.accept(failed("black-alone", List.of(), List.of("e7e5"), "none"));
        recorder.accept(failed("same-instant", List.of("e2e4"), List.of("e7e5"), "none"));
        recorder.accept(failed("white-first", List.of("e2e4"), List.of("e7e5"), "white"));
        recorder.finish(true, "summary\n");
    }

    @Test
    void reportJsonHoldsTheListsAndTheOrderAndFollowsItsSchema() throws Exception {
        JsonNode report = JSON.readTree(run.resolve("report.json").toFile());
        try (InputStream in = getClass().getResourceAsStream("/report/v1/report.schema.json")) {
            JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
            assertThat(schema.validate(report)).isEmpty();
        }
        JsonNode turn = report.get("scenarios").get(0).get("turn");
        assertThat(turn.get("white").toString()).isEqualTo("[\"e2e4\",\"e4e5\"]");
        assertThat(turn.get("black").toString()).isEqualTo("[]");
        assertThat(turn.get("first").asText()).isEqualTo("none");
        assertThat(report.get("summary").get("failed").asInt()).isEqualTo(4);
    }

    @Test
    void theHtmlReportNumbersAPlayersMovesAndSaysWhoDoesNotMoveAndWhenNobodyWasFirst() throws Exception {
        Path page = dir.resolve("report.html");
        HtmlReport.write(run.resolve("report.json"), page);
        String html = Files.readString(page, StandardCharsets.UTF_8);
        Matcher m = CARD.matcher(html);
        List<String> ids = new ArrayList<>();
        while (m.find()) {
            String card = m.group(2);
            String before = card.substring(card.indexOf("<svg"), card.indexOf("</svg>"));
            ids.add(m.group(1));
            switch (m.group(1)) {
                case "two-moves" -> {
                    assertThat(before.split("bsvg-arrow-w", -1)).hasSize(3);
                    assertThat(before).contains(">1</text>", ">2</text>").doesNotContain("bsvg-arrow-b");
                    assertThat(card).contains("White 1. e2e4, 2. e4e5", "Black (does not move)").doesNotContain("nobody registered first");
                }
                case "black-alone" -> assertThat(card).contains("White (does not move)", "Black e7e5").doesNotContain("nobody");
                case "same-instant" -> assertThat(card).contains("<span class=\"order\">nobody registered first</span>")
                        .doesNotContain("<em>1st</em>");
                default -> assertThat(card).contains("White e2e4 <em>1st</em>", "Black e7e5 <em>2nd</em>").doesNotContain("nobody");
            }
        }
        assertThat(ids).containsExactlyInAnyOrder("two-moves", "black-alone", "same-instant", "white-first");
    }

    @Test
    void junitXmlAndAllureSayTheTurnAndCountTheSame() throws Exception {
        Document junit = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(run.resolve("junit.xml").toFile());
        assertThat(junit.getDocumentElement().getAttribute("tests")).isEqualTo("4");
        assertThat(junit.getDocumentElement().getAttribute("failures")).isEqualTo("4");
        NodeList failures = junit.getElementsByTagName("failure");
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < failures.getLength(); i++) {
            texts.add(failures.item(i).getTextContent());
        }
        assertThat(texts).anySatisfy(t -> assertThat(t).endsWith("\n\nturn: White: 1. e2e4, 2. e4e5 \u00b7 Black does not move"))
                .anySatisfy(t -> assertThat(t).endsWith("turn: White: e2e4 \u00b7 Black: e7e5 (nobody registered first)"))
                .anySatisfy(t -> assertThat(t).endsWith("turn: White: e2e4 \u00b7 Black: e7e5 (White registered first)"));
        List<String> descriptions = new ArrayList<>();
        try (Stream<Path> files = Files.list(run.resolve("allure-results"))) {
            for (Path f : files.toList()) {
                JsonNode result = JSON.readTree(f.toFile());
                assertThat(result.get("status").asText()).isEqualTo("failed");
                descriptions.add(result.get("description").asText());
            }
        }
        assertThat(descriptions).hasSize(4).contains("turn: White does not move \u00b7 Black: e7e5");
    }
}
