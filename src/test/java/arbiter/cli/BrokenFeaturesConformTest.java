package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import arbiter.suite.BrokenFolder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * {@code arbiter conform} over a features folder with bad entries: the run finishes, the good file
 * runs (a clause filter reads the tags of every file first), and every output lists each bad entry
 * as an errored scenario with the same counts; the rulebook refuses them instead of hanging.
 */
class BrokenFeaturesConformTest {

    @TempDir
    static Path dir;
    private static int status;
    private static final StringWriter OUT = new StringWriter();
    private static Path run;

    @BeforeAll
    static void conform() throws Exception {
        BrokenFolder.create(dir.resolve("features"));
        Path reports = dir.resolve("reports");
        status = assertTimeoutPreemptively(Duration.ofMinutes(10), () -> ArbiterCommand.execute(new PrintWriter(OUT, true),
                new PrintWriter(new StringWriter(), true), "conform", "--features", dir.resolve("features").toString(),
                "--clause", "xymyx.R1", "--reports", reports.toString(), "--no-allure-html"), "the run hung on a bad entry");
        try (Stream<Path> runs = Files.list(reports)) {
            run = runs.findFirst().orElseThrow();
        }
    }

    private static List<String> badFiles() {
        List<String> files = new ArrayList<>();
        for (String[] bad : BrokenFolder.BAD) {
            files.add(dir.resolve("features/xymyx").resolve(bad[0]).toString());
        }
        files.add(dir.resolve("features/xymyx/empty.feature").toString());
        return files;
    }

    @Test
    void theRunFailsAndTheTerminalAndSummaryNameEachBadEntry() throws Exception {
        assertThat(status).isEqualTo(1);
        String summary = Files.readString(run.resolve("summary.txt"));
        for (String file : badFiles()) {
            assertThat(OUT.toString()).contains("ERRORED " + file);
            assertThat(summary).contains("ERRORED " + file);
        }
        assertThat(OUT.toString()).containsPattern("\\d+ scenarios: \\d+ passed, 0 failed, 6 errored, 0 skipped, 0 not applicable")
                .contains("pipe.feature:1: the feature file cannot be read, so none of its scenarios ran: it is a named pipe (FIFO)");
    }

    @Test
    void reportJsonIsCompleteAndListsThem() throws Exception {
        JsonNode report = new ObjectMapper().readTree(run.resolve("report.json").toFile());
        assertThat(report.path("complete").asBoolean()).isTrue();
        List<String> errored = new ArrayList<>();
        report.path("scenarios").forEach(s -> {
            if (s.path("verdict").asText().equals("errored")) {
                errored.add(s.path("file").asText());
            }
        });
        assertThat(errored).containsExactlyInAnyOrderElementsOf(badFiles());
        assertThat(Files.size(run.resolve("report.json"))).isLessThan(1024 * 1024);
        assertThat(run.resolve("report.html")).isNotEmptyFile();
    }

    @Test
    void junitXmlCountsThemAsErrors() throws Exception {
        Document xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(run.resolve("junit.xml").toFile());
        int errors = 0;
        for (int i = 0; i < xml.getElementsByTagName("testsuite").getLength(); i++) {
            errors += Integer.parseInt(xml.getElementsByTagName("testsuite").item(i).getAttributes().getNamedItem("errors").getNodeValue());
        }
        assertThat(errors).isEqualTo(6);
    }

    @Test
    void theRulebookRefusesThemWithoutHanging() {
        StringWriter err = new StringWriter();
        int refused = assertTimeoutPreemptively(Duration.ofMinutes(10), () -> ArbiterCommand.execute(new PrintWriter(new StringWriter()),
                new PrintWriter(err, true), "rulebook", "--features", dir.resolve("features").toString(), "--out", dir.resolve("book").toString()));
        assertThat(refused).isEqualTo(1);
        assertThat(err.toString()).contains("pipe.feature errored", "it is a named pipe (FIFO), not a regular file", "dangling.feature errored");
    }

    @Test
    void diffReadsTheReport() {
        String report = run.resolve("report.json").toString();
        assertThat(ArbiterCommand.execute(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), "diff", report, report))
                .isZero();
    }
}
