package arbiter.compare;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.HtmlReport;
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

/**
 * A comparison of the reference, spoken as version 2 with one scenario not applicable to it, and a version-1 implementation
 * that fails some scenarios and finds many not applicable: every count of compare.json and compare.html adds up to the
 * scenarios, each card names the protocol version its adapter spoke, and a clause row is coloured only where its own cells are.
 */
class CompareCountsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private String notApplicableToBoth;

    private Comparison compare() throws IOException {
        ObjectNode wrong = fixture("report-wrong.json");
        for (JsonNode s : wrong.path("scenarios")) {
            if (s.path("verdict").asText().equals("notApplicable")) {
                notApplicableToBoth = s.path("id").asText();
                break;
            }
        }
        ObjectNode reference = fixture("report-reference.json");
        reference.put("protocol", 2);
        for (JsonNode s : reference.path("scenarios")) {
            if (s.path("id").asText().equals(notApplicableToBoth)) {
                ((ObjectNode) s).put("verdict", "notApplicable");
            }
        }
        List<Comparison.Run> runs = new ArrayList<>();
        int i = 1;
        for (ObjectNode report : List.of(reference, wrong)) {
            Path run = Files.createDirectories(dir.resolve(String.valueOf(i)).resolve("run"));
            JSON.writeValue(run.resolve("report.json").toFile(), report);
            HtmlReport.write(run.resolve("report.json"), run.resolve("report.html"));
            runs.add(new Comparison.Run("adapter " + i++, run, 0));
        }
        return CompareFixtures.write(dir, runs);
    }

    private static ObjectNode fixture(String name) throws IOException {
        try (InputStream in = CompareCountsTest.class.getResourceAsStream("/report/" + name)) {
            return (ObjectNode) JSON.readTree(in);
        }
    }

    @Test
    void thePartsOfTheScenariosAddUpAndEachIsNamed() throws IOException {
        Comparison c = compare();
        JsonNode summary = JSON.readTree(dir.resolve("compare.json").toFile()).path("summary");
        int scenarios = summary.path("scenarios").asInt();
        assertThat(scenarios).isEqualTo(c.scenarios().size()).isEqualTo(296);
        assertThat(summary.path("disputed").asInt()).isEqualTo(19);
        assertThat(summary.path("allPassed").asInt()).isEqualTo(150);
        assertThat(summary.path("somePassed").asInt()).isEqualTo(126);
        assertThat(summary.path("nonePassed").asInt()).isOne();
        assertThat(summary.path("disputed").asInt() + summary.path("allPassed").asInt() + summary.path("somePassed").asInt()
                + summary.path("nonePassed").asInt()).isEqualTo(scenarios);

        String html = Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8);
        Matcher headline = Pattern.compile("<p class=\"headline\">(.*?)</p>").matcher(html);
        assertThat(headline.find()).isTrue();
        String words = headline.group(1).replaceAll("<[^>]*>", "");
        assertThat(words).startsWith("296 scenarios: 19 with an implementation that does not agree")
                .contains("150 passed by every implementation", "126 passed by some, not applicable to, skipped by or not run by the others",
                        "1 passed by none");
        assertThat(c.counts().words()).isEqualTo("19 failed or errored by one implementation or more, 150 passed by every implementation,"
                + " 126 passed by some and not applicable to, skipped by or not run by the others, 1 passed by none (not applicable to,"
                + " skipped by or not run by every one)");
    }

    @Test
    void eachCardNamesTheProtocolVersionItsAdapterSpoke() throws IOException {
        compare();
        JsonNode implementations = JSON.readTree(dir.resolve("compare.json").toFile()).path("implementations");
        assertThat(implementations.get(0).path("protocol").asInt()).isEqualTo(2);
        assertThat(implementations.get(1).path("protocol").asInt()).isEqualTo(1);
        String html = Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8);
        String cards = html.substring(html.indexOf("id=\"implementations\""), html.indexOf("id=\"clauses\""));
        assertThat(cards).containsSubsequence("arbiter-reference", "spoke version 2 of the protocol", "fixture-reversed-registration",
                "spoke version 1 of the protocol");
    }

    /** A row where one implementation fails and the other passes has a red cell and a green one, and the row itself no colour. */
    @Test
    void aClauseRowIsRedOnlyWhereItsOwnCellsAre() throws IOException {
        compare();
        String html = Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8);
        String matrix = html.substring(html.indexOf("id=\"clauses\""), html.indexOf("id=\"scenarios\""));
        List<String> rows = Pattern.compile("<tr>(.*?)</tr>").matcher(matrix).results().map(m -> m.group(1)).toList();
        assertThat(matrix).doesNotContain("<tr class=\"row-");
        assertThat(rows).anySatisfy(row -> assertThat(row).contains("class=\"cl mark-red\"", "class=\"cell c-green\"", "class=\"cell c-red\""));
        String css = HtmlReport.resource("compare.css");
        assertThat(css).contains(".cell.c-green { background:", ".cell.c-red { background:");
    }
}
