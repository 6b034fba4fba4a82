package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report.json full of markup, quotes and script in every string the page shows: the page must
 * show it all as text and never as markup, and link nothing but http and https addresses.
 */
class HostileStringsTest {

    private static final String SCRIPT = "<script>alert(1)</script>";
    private static final String IMG = "\"><img src=x onerror=alert(1)>";
    private static final String EVIL = SCRIPT + " " + IMG + " </pre> &amp; 'single' \"double\" ]]> </textarea><!--";
    /** Tags, with quoted attribute values kept whole, as a lenient parser sees them. */
    private static final Pattern TAG = Pattern.compile("<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\"[^\"]*\"|'[^']*'|[^'\">])*)>");
    private static final Pattern ATTRIBUTE = Pattern.compile("([^\\s=/]+)(?:\\s*=\\s*(\"[^\"]*\"|'[^']*'|[^\\s>]+))?");

    @TempDir
    static Path dir;

    private static String html;

    @BeforeAll
    static void render() throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode r = json.createObjectNode();
        r.put("format", "arbiter-report/1");
        r.putObject("suite").put("version", EVIL).put("commit", EVIL);
        r.put("protocol", 1);
        ObjectNode impl = r.putObject("implementation");
        impl.put("name", "name " + EVIL).put("version", EVIL).put("language", EVIL)
                .put("homepage", "javascript:alert(1)").put("adapter", "adapter " + EVIL);
        impl.putArray("rulesets").add(EVIL);
        r.putObject("selection").put("tags", EVIL).putArray("rulesets").add(EVIL);
        r.put("complete", false);
        r.putObject("summary").put("total", 3).put("applicable", 3).put("passed", 1).put("failed", 1).put("errored", 1);
        ArrayNode rulesets = r.putArray("rulesets");
        ObjectNode ruleset = rulesets.addObject().put("id", EVIL);
        ruleset.putObject("summary").put("total", 3);
        ObjectNode clause = ruleset.putArray("clauses").addObject().put("id", "clause " + EVIL).put("title", "title " + EVIL);
        clause.putObject("results").put("failed", 1);
        ArrayNode scenarios = r.putArray("scenarios");
        scenario(scenarios, "failed", true);
        scenario(scenarios, "errored", false);
        scenario(scenarios, "skipped", false);
        scenario(scenarios, "passed", false);
        scenario(scenarios, "notApplicable", false);
        scenario(scenarios, EVIL, false);
        r.putObject("timing").put("started", EVIL).put("millis", 5);
        Path report = dir.resolve("report.json");
        json.writeValue(report.toFile(), r);
        Path page = dir.resolve("report.html");
        HtmlReport.write(report, page);
        html = Files.readString(page, StandardCharsets.UTF_8);
    }

    private static void scenario(ArrayNode scenarios, String verdict, boolean readablePositions) {
        ObjectNode s = scenarios.addObject();
        s.put("id", "id " + verdict + " " + EVIL).put("name", "title " + EVIL).put("file", "file " + EVIL).put("line", 7)
                .put("ruleset", EVIL).put("verdict", verdict).put("message", "message " + EVIL).put("stderr", "stderr " + EVIL)
                .put("gherkin", "Scenario: " + EVIL);
        s.putArray("clauses").add("clause " + EVIL).add(EVIL);
        ObjectNode turn = s.putObject("turn");
        turn.put("before", readablePositions ? "4k3/8/8/8/8/8/8/4K3 w - - 0 1" : EVIL)
                .put("white", readablePositions ? "e1e2" : EVIL).put("black", EVIL).put("first", EVIL)
                .put("request", "{\"request\":\"" + EVIL + "\"}");
        if (verdict.equals("errored")) {
            turn.put("first", "none").putArray("white").add("moves " + EVIL).add("e1e2").add(EVIL);
            turn.putArray("black").add(EVIL).addObject().put("move", EVIL);
        }
        ObjectNode expected = s.putObject("expected");
        expected.put("position", readablePositions ? "4k3/8/8/8/8/8/4K3/8 w - - 0 1" : EVIL)
                .put("outcome", "outcome " + EVIL).put("rejection", "rejection " + EVIL);
        expected.putArray("events").add("event " + EVIL);
        ObjectNode actual = s.putObject("actual");
        actual.put("position", readablePositions ? "4k3/8/8/8/8/8/8/3K4 w - - 0 1" : EVIL).put("outcome", EVIL);
        actual.putArray("events").add(EVIL);
    }

    /** Every start tag with its attributes, lower-cased names, values unquoted (entities kept). */
    private static List<Map.Entry<String, Map<String, String>>> tags() {
        List<Map.Entry<String, Map<String, String>>> out = new ArrayList<>();
        Matcher m = TAG.matcher(html);
        while (m.find()) {
            if (!m.group(1).isEmpty()) {
                continue;
            }
            Map<String, String> attributes = new LinkedHashMap<>();
            Matcher a = ATTRIBUTE.matcher(m.group(3));
            while (a.find()) {
                String value = a.group(2) == null ? "" : a.group(2).replaceAll("^[\"']|[\"']$", "");
                attributes.put(a.group(1).toLowerCase(Locale.ROOT), value);
            }
            out.add(Map.entry(m.group(2).toLowerCase(Locale.ROOT), attributes));
        }
        return out;
    }

    @Test
    void noMarkupFromTheReportSurvives() {
        assertThat(html).doesNotContain("<script>alert").doesNotContain("<img").doesNotContain("<IMG")
                .doesNotContain("</textarea>").doesNotContain("]]>").doesNotContain("'single'").doesNotContain("\"double\"");
        List<Map.Entry<String, Map<String, String>>> tags = tags();
        assertThat(tags).extracting(Map.Entry::getKey).doesNotContain("img", "iframe", "object", "embed", "textarea");
        assertThat(tags.stream().filter(t -> t.getKey().equals("script")).count()).isEqualTo(1);
        for (Map.Entry<String, Map<String, String>> tag : tags) {
            assertThat(tag.getValue().keySet()).as("attributes of <%s>", tag.getKey())
                    .noneMatch(name -> name.startsWith("on")).doesNotContain("src", "srcdoc");
        }
        int opened = html.split("<pre[ >]", -1).length - 1;
        assertThat(html.split("</pre>", -1).length - 1).isEqualTo(opened);
        assertThat(opened).isGreaterThan(0);
    }

    @Test
    void theHostileTextIsShownEscaped() {
        String escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(1)&gt; &lt;/pre&gt;"
                + " &amp;amp; &#39;single&#39; &quot;double&quot; ]]&gt; &lt;/textarea&gt;&lt;!--";
        assertThat(html).contains("name " + escaped).contains("message " + escaped).contains("stderr " + escaped)
                .contains("Scenario: " + escaped).contains("title " + escaped).contains("file " + escaped)
                .contains("id failed " + escaped).contains("clause " + escaped).contains("adapter " + escaped)
                .contains("event " + escaped).contains("rejection " + escaped)
                .contains("White 1. moves " + escaped + ", 2. e1e2, 3. " + escaped)
                .contains("nobody registered first")
                .contains("{&quot;request&quot;:&quot;&lt;script&gt;")
                .contains("<strong>INCOMPLETE</strong>");
    }

    @Test
    void onlyWebAddressesAreLinked() {
        assertThat(html).contains("javascript:alert(1)");
        for (Map.Entry<String, Map<String, String>> tag : tags()) {
            String href = tag.getValue().get("href");
            if (href != null) {
                assertThat(href).as("href of <%s>", tag.getKey())
                        .matches("#[A-Za-z0-9%._~-]*|rulebook-[A-Za-z0-9%._~-]+\\.html#[A-Za-z0-9%._~-]+|https?://.*");
            }
        }
        assertThat(html).doesNotContainPattern("(?i)href\\s*=\\s*[\"']?\\s*javascript:");
    }

    @Test
    void aWebHomepageIsLinkedAndOtherwiseEscaped() throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode r = json.createObjectNode();
        r.putObject("implementation").put("name", "x").put("homepage", "https://example.org/a?b=1&c=\"2\"");
        r.putArray("scenarios");
        Path report = dir.resolve("web.json");
        json.writeValue(report.toFile(), r);
        Path page = dir.resolve("web.html");
        HtmlReport.write(report, page);
        String web = Files.readString(page, StandardCharsets.UTF_8);
        assertThat(web).doesNotContain("<a href=\"https://example.org")
                .contains("https://example.org/a?b=1&amp;c=&quot;2&quot;");
        ((ObjectNode) r.get("implementation")).put("homepage", "https://example.org/a?b=1&c=2");
        json.writeValue(report.toFile(), r);
        HtmlReport.write(report, page);
        assertThat(Files.readString(page, StandardCharsets.UTF_8))
                .contains("<a href=\"https://example.org/a?b=1&amp;c=2\" rel=\"noopener noreferrer\">");
    }

    @Test
    void theScriptNeverWritesMarkup() {
        String js = HtmlReport.resource("report.js");
        assertThat(js).doesNotContain("innerHTML").doesNotContain("outerHTML").doesNotContain("insertAdjacentHTML")
                .doesNotContain("document.write").doesNotContain("eval(");
        assertThat(html).contains("script-src 'sha256-").doesNotContain("unsafe-eval");
    }
}
