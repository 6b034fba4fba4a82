package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * report.html read from report.json in one pass: the page comes out in page order whatever the
 * order of the scenarios in the report, and the sections put aside on the way leave nothing behind.
 */
class OnePassReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern CARD_OR_COPY = Pattern.compile("id=\"scenario-([^\"]+)\"|<pre id=\"(copy-\\d+)\"");

    @TempDir
    Path dir;

    /** A report whose errored scenarios come before its failed ones, one message holding an escaped lone surrogate. */
    private Path erroredFirst() throws IOException {
        Path json = dir.resolve("report.json");
        try (JsonGenerator g = JSON.getFactory().createGenerator(json.toFile(), JsonEncoding.UTF8)) {
            g.writeStartObject();
            g.writeArrayFieldStart("scenarios");
            scenario(g, "err-1", "errored", "the adapter crashed \\ud800 here");
            scenario(g, "pass-1", "passed", "");
            scenario(g, "fail-1", "failed", "the board differs");
            scenario(g, "err-2", "errored", "the adapter crashed again");
            scenario(g, "fail-2", "failed", "the board differs again");
            g.writeEndArray();
            g.writeEndObject();
        }
        return json;
    }

    /** A scenario; its message is written as it stands between quotes, escapes and all. */
    private static void scenario(JsonGenerator g, String id, String verdict, String message) throws IOException {
        g.writeStartObject();
        g.writeStringField("id", id);
        g.writeStringField("name", "Scenario " + id);
        g.writeStringField("ruleset", "xymyx");
        g.writeStringField("verdict", verdict);
        g.writeFieldName("message");
        g.writeRawValue("\"" + message + "\"");
        g.writeObjectFieldStart("turn");
        g.writeStringField("before", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        g.writeStringField("request", "{\"op\":\"resolve\"}");
        g.writeEndObject();
        g.writeEndObject();
    }

    @Test
    void failedCardsComeBeforeErroredOnesAndTheirCopyButtonsAreNumberedInPageOrder() throws IOException {
        Path html = dir.resolve("report.html");
        HtmlReport.write(erroredFirst(), html);
        String page = Files.readString(html);
        Matcher m = CARD_OR_COPY.matcher(page.substring(page.indexOf("id=\"sec-failed\"")));
        StringBuilder order = new StringBuilder();
        int copies = 0;
        while (m.find()) {
            if (m.group(1) != null) {
                order.append(m.group(1)).append(' ');
            } else {
                assertThat(m.group(2)).isEqualTo("copy-" + ++copies);
            }
        }
        assertThat(order.toString()).isEqualTo("fail-1 fail-2 err-1 err-2 ");
        assertThat(copies).isGreaterThanOrEqualTo(4);
        assertThat(page).contains("the adapter crashed  here").doesNotContain("crashed ? here");
    }

    @Test
    void theSectionsPutAsideAreRemoved() throws IOException {
        Path json = erroredFirst();
        List<Path> before = spills();
        HtmlReport.write(json, dir.resolve("report.html"));
        assertThat(spills()).isSubsetOf(before);
    }

    private static List<Path> spills() throws IOException {
        try (Stream<Path> files = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return files.filter(f -> f.getFileName().toString().startsWith("arbiter-report-")).toList();
        }
    }
}
