package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import arbiter.report.FileWriting;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Reports that cannot be written (a full disk, a read-only folder): the run says which file and why,
 * never claims a file it did not write, leaves no truncated report, writes the others, and exits 2.
 * A full disk is a stream that fails part way, put in through {@link ConformCommand#fileWriting}.
 */
class ReportWriteFailureTest {

    private static final String FULL = "No space left on device";

    @TempDir
    Path reports;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @AfterEach
    void diskAgain() {
        ConformCommand.fileWriting = FileWriting.DISK;
    }

    private int run(Path into) {
        return ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), "conform", "--clause", "xymyx.R1",
                "--implementation", "fixture-reversed-registration", "--no-allure-html", "--reports", into.toString());
    }

    /** The disk fills up after {@code bytes} bytes of any file whose name starts with {@code name}. */
    private static FileWriting fullAfter(String name, int bytes) {
        return file -> {
            OutputStream real = Files.newOutputStream(file);
            if (!file.getFileName().toString().startsWith(name)) {
                return real;
            }
            return new FilterOutputStream(real) {
                private int left = bytes;

                @Override
                public void write(int b) throws IOException {
                    if (left-- <= 0) {
                        throw new IOException(FULL);
                    }
                    out.write(b);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    for (int i = 0; i < len; i++) {
                        write(b[off + i]);
                    }
                }
            };
        };
    }

    private Path runDir() throws IOException {
        try (Stream<Path> dirs = Files.list(reports)) {
            return dirs.filter(Files::isDirectory).findFirst().orElseThrow();
        }
    }

    @Test
    void aReportJsonCutShortByAFullDiskIsNamedNotLeftTruncatedAndTheOtherFilesAreWritten() throws Exception {
        ConformCommand.fileWriting = fullAfter("report.json", 4000);
        int status = run(reports);
        Path dir = runDir();
        assertThat(status).as(out + "\n" + err).isEqualTo(2);
        assertThat(err.toString()).contains("arbiter: could not write " + dir.resolve("report.json") + ": " + FULL)
                .contains("arbiter: did not write " + dir.resolve("report.html") + ": it is made from report.json, which could not be written")
                .doesNotContain("Exception");
        assertThat(out.toString()).doesNotContain("report.html").contains("report: not written; see the errors above");
        assertThat(dir.resolve("report.json")).doesNotExist();
        assertThat(dir.resolve("report.json.part")).doesNotExist();
        assertThat(dir.resolve("report.html")).doesNotExist();
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve("junit.xml").toFile());
        new ObjectMapper().readTree(dir.resolve("badge-xymyx.json").toFile());
        assertThat(Files.readString(dir.resolve("summary.txt"))).contains("16 scenarios:");
        assertThat(dir.resolve("allure-results")).isNotEmptyDirectory();
    }

    @Test
    void resultsThatCannotBeAppendedAreStillReportedInFull() throws Exception {
        ConformCommand.fileWriting = fullAfter("results.jsonl", 6000);
        int status = run(reports);
        Path dir = runDir();
        assertThat(status).as(out + "\n" + err).isEqualTo(2);
        assertThat(err.toString()).contains("arbiter: could not append to " + dir.resolve("results.jsonl") + ": " + FULL);
        assertThat(out.toString()).contains("16 scenarios: ").contains("report: " + dir.resolve("report.html"));
        JsonNode report = new ObjectMapper().readTree(dir.resolve("report.json").toFile());
        assertThat(report.get("scenarios")).hasSize(16);
        assertThat(report.get("summary").get("total").asInt()).isEqualTo(16);
        assertThat(Files.readAllLines(dir.resolve("results.jsonl"))).hasSizeBetween(1, 11)
                .allSatisfy(line -> new ObjectMapper().readTree(line));
    }

    @Test
    void aFolderThatRefusesFilesIsNamedWithTheReason() {
        ConformCommand.fileWriting = file -> {
            throw new AccessDeniedException(file.toString());
        };
        int status = run(reports);
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).startsWith("arbiter: cannot write the reports in " + reports + "/")
                .endsWith(": permission denied\n");
        assertThat(out.toString()).doesNotContain("report:");
    }

    @Test
    void aReadOnlyReportsFolderIsNamedWithTheReason() throws Exception {
        Path readOnly = Files.createDirectory(reports.resolve("read-only"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        assumeThat(Files.isWritable(readOnly)).as("a read-only folder refuses this user (not root)").isFalse();
        int status = run(readOnly);
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).startsWith("arbiter: cannot write the reports in " + readOnly + "/")
                .endsWith(": permission denied\n");
    }

    @Test
    void aFileWhereTheReportsFolderShouldBeIsNamedWithTheReason() throws Exception {
        Path file = Files.writeString(reports.resolve("not-a-folder"), "x");
        int status = run(file);
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).startsWith("arbiter: cannot write the reports in " + file + "/").endsWith(": Not a directory\n");
    }
}
