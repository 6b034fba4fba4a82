package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.fixtures.HostileAdapter;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.helpers.DefaultHandler;

/**
 * An adapter whose name, version, messages, rejection reasons and standard error are full of escape
 * sequences, BEL, NUL, DEL, C1 controls, lone surrogates, U+FFFE and bytes that are not UTF-8: every
 * file of its run must be strict UTF-8, each JSON file strict JSON and junit.xml strict XML, and no
 * output (the terminal included) may carry a control character or a non-character, while the text
 * stays visible ({@code \e[2J}).
 */
class HostileAdapterOutputTest {

    private static final ObjectMapper STRICT = JsonMapper.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    @TempDir
    static Path reports;

    private static String terminal;
    private static Path run;

    @BeforeAll
    static void runTheHostileAdapter() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), "conform",
                "--timeout", "60", "--start-timeout", "120",
                "--adapter", HostileAdapter.command(), "--tags", "@xymyx.C4 or @xymyx.C5 or @id:xymyx-r2-001",
                "--reports", reports.toString(), "--no-allure-html");
        terminal = out + "\n" + err;
        assertThat(status).as(terminal).isEqualTo(1);
        try (Stream<Path> dirs = Files.list(reports)) {
            run = dirs.findFirst().orElseThrow();
        }
    }

    /** Fails on a control character other than line feed, tab and carriage return, a lone surrogate, U+FFFE or U+FFFF. */
    private static void assertSafe(String where, String text) {
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            boolean control = (c < 0x20 && c != '\n' && c != '\t' && c != '\r') || (c >= 0x7f && c <= 0x9f);
            boolean notACharacter = (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff;
            assertThat(control || notACharacter).as("%s: U+%04X at %d in ...%s...", where, c, i,
                    text.substring(Math.max(0, i - 40), Math.min(text.length(), i + 10))).isFalse();
            i += Character.charCount(c);
        }
    }

    private static String strictUtf8(Path file) throws Exception {
        return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
    }

    private static void assertSafeJson(Path file, JsonNode node) {
        if (node.isTextual()) {
            assertSafe(file.toString(), node.asText());
        }
        node.fieldNames().forEachRemaining(name -> assertSafe(file + " (a key)", name));
        node.forEach(child -> assertSafeJson(file, child));
    }

    @Test
    void theTerminalAndSummaryTxtShowTheEscapesAsText() throws Exception {
        String summary = strictUtf8(run.resolve("summary.txt"));
        for (String text : List.of(terminal, summary)) {
            assertSafe("terminal or summary.txt", text);
            assertThat(text).contains("\\e[2J\\e]0;pwned\\a");
        }
    }

    @Test
    void resolveThroughTheAdapterShowsItsWordsAsText() {
        StringWriter out = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(out, true), "resolve",
                "--timeout", "60", "--start-timeout", "120",
                "--adapter", HostileAdapter.command(), "--ruleset", "xymyx", "--fen", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1",
                "--white", "Ra1-a4", "--black", "Nb6-a4", "--first", "black");
        assertThat(status).as(out.toString()).isEqualTo(3);
        assertSafe("resolve", out.toString());
        assertThat(out.toString()).contains("Beside it, adapter 1: \\e[2J\\e]0;pwned\\a", "is illegal: \\e[2J");
    }

    @Test
    void fuzzThroughTheAdapterShowsItsWordsAsTextInEveryFile() throws Exception {
        Path out = reports.resolve("fuzz");
        StringWriter terminal = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(terminal, true), new PrintWriter(terminal, true), "fuzz",
                "--timeout", "60", "--start-timeout", "120",
                "--adapter", HostileAdapter.command(), "--turns", "20", "--out", out.toString());
        assertThat(status).as(terminal.toString()).isEqualTo(1);
        assertSafe("fuzz", terminal.toString());
        assertThat(terminal.toString()).contains("fuzz: \\e[2J\\e]0;pwned\\a");
        String feature = strictUtf8(out.resolve("fuzz-xymyx.feature"));
        assertSafe("fuzz-xymyx.feature", feature);
        assertThat(feature).contains("is illegal: \\e[2J");
        assertSafeJson(out.resolve("findings.json"), STRICT.readTree(strictUtf8(out.resolve("findings.json"))));
    }

    @Test
    void diffShowsTheControlsOfAReportWrittenBeforeAsText() throws Exception {
        JsonNode wrong = STRICT.readTree(Path.of("src/test/resources/diff/report-wrong.json").toFile());
        ((com.fasterxml.jackson.databind.node.ObjectNode) wrong.get("implementation")).put("name", "evil \u001b[2J\u0007");
        wrong.get("scenarios").forEach(scenario -> ((com.fasterxml.jackson.databind.node.ObjectNode) scenario)
                .put("message", "message \u001b]0;pwned\u0007"));
        Path evil = reports.resolve("evil.json");
        STRICT.writeValue(evil.toFile(), wrong);
        StringWriter out = new StringWriter();
        ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(out, true), "diff",
                "src/test/resources/diff/report-reference.json", evil.toString());
        assertSafe("diff", out.toString());
        assertThat(out.toString()).contains("evil \\e[2J\\a", "message \\e]0;pwned\\a");
    }

    @Test
    void everyFileIsStrictUtf8AndEveryJsonAndXmlFileParsesStrictly() throws Exception {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(run)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(files).extracting(p -> p.getFileName().toString())
                .contains("report.json", "report.html", "junit.xml", "results.jsonl", "summary.txt", "badge-xymyx.json");
        for (Path file : files) {
            String text = strictUtf8(file);
            assertSafe(file.toString(), text);
            String name = file.getFileName().toString();
            if (name.endsWith(".json")) {
                assertSafeJson(file, STRICT.readTree(text));
            } else if (name.endsWith(".jsonl")) {
                for (String line : text.split("\n")) {
                    assertSafeJson(file, STRICT.readTree(line));
                }
            } else if (name.endsWith(".xml")) {
                DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
                factory.setNamespaceAware(true);
                var builder = factory.newDocumentBuilder();
                builder.setErrorHandler(new DefaultHandler() {
                    @Override
                    public void warning(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXException {
                        throw e;
                    }
                });
                builder.parse(new ByteArrayInputStream(Files.readAllBytes(file)));
            }
        }
    }

    @Test
    void theHostileTextIsStillThereToRead() throws Exception {
        String visible = "\\e[2J\\e]0;pwned\\a bel\\a nul\\0 del\\x7f c1\\x9b31m lone\ufffd fffe\ufffd end";
        JsonNode report = STRICT.readTree(run.resolve("report.json").toFile());
        assertThat(report.get("implementation").get("name").asText()).isEqualTo(visible);
        assertThat(report.get("scenarios").findValuesAsText("message")).anyMatch(m -> m.contains(visible));
        assertThat(report.get("scenarios").findValuesAsText("stderr")).anyMatch(m -> m != null && m.contains("adapter log \\e[2J"));
        assertThat(strictUtf8(run.resolve("junit.xml"))).contains("arbiter conformance: " + visible);
        assertThat(strictUtf8(run.resolve("report.html"))).contains("\\e[2J\\e]0;pwned\\a bel\\a nul\\0");
    }
}
