package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files named on the command line are read only when they are regular files and only up to a limit:
 * {@code /dev/zero}, a named pipe or a huge file is one line naming it and exit status 2, never an
 * out-of-memory stack trace or a hang.
 */
class BoundedReadsTest {

    @TempDir
    Path dir;

    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return assertTimeoutPreemptively(Duration.ofMinutes(10),
                () -> ArbiterCommand.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), args));
    }

    /** Runs the command line in a JVM of its own with a small heap, as a user would: an unbounded read fails fast there. */
    private static Outcome program(String... args) throws IOException, InterruptedException {
        String[] command = new String[args.length + 5];
        System.arraycopy(new String[] {"java", "-Xmx128m", "-cp", System.getProperty("java.class.path"), ArbiterCommand.class.getName()},
                0, command, 0, 5);
        System.arraycopy(args, 0, command, 5, args.length);
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String stderr = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Outcome(p.waitFor(), stderr);
    }

    private record Outcome(int status, String stderr) {
    }

    private Path sparse(String name, long bytes) throws IOException {
        Path file = dir.resolve(name);
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(bytes);
        }
        return file;
    }

    @Test
    void aDiagramFromDevZeroIsRefused() throws Exception {
        Outcome o = program("resolve", "--ruleset", "xymyx", "--diagram", "/dev/zero", "--white", "e2e4", "--black", "e7e5");
        assertThat(o.status()).isEqualTo(2);
        assertThat(o.stderr()).isEqualTo("arbiter: cannot read the diagram file /dev/zero: it is a character device, not a regular file\n");
    }

    @Test
    void expectationsFromDevZeroAreRefused() throws Exception {
        Outcome o = program("conform", "--expectations", "/dev/zero", "--reports", dir.toString());
        assertThat(o.status()).isEqualTo(2);
        assertThat(o.stderr()).isEqualTo("arbiter: cannot read the expectations file /dev/zero: it is a character device, not a regular file\n");
    }

    @Test
    void aDiagramOverOneMebibyteIsRefused() throws Exception {
        Path big = sparse("big.txt", 3 * 1024 * 1024);
        assertThat(run("resolve", "--ruleset", "xymyx", "--diagram", big.toString(), "--white", "e2e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("arbiter: cannot read the diagram file " + big + ": it is 3 MiB, over the 1 MiB limit for diagram files\n");
    }

    @Test
    void expectationsOverTheLimitAreRefused() throws Exception {
        Path big = sparse("known.txt", 9 * 1024 * 1024);
        assertThat(run("conform", "--expectations", big.toString(), "--reports", dir.toString())).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("arbiter: cannot read the expectations file " + big + ": it is 9 MiB, over the 4 MiB limit for expectations files\n");
    }

    @Test
    void aNamedPipeGivenToDiffIsRefused() throws Exception {
        Path pipe = dir.resolve("report.json");
        assertThat(new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor()).isZero();
        assertThat(run("diff", pipe.toString(), pipe.toString())).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("arbiter: cannot read " + pipe + ": it is a named pipe (FIFO), not a regular file\n");
    }
}
