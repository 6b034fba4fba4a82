package arbiter.protocol;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An adapter process: lines to its standard input written on a thread of their own (so a caller
 * never blocks on a full pipe, and lines sent together go out in one write), lines from its
 * standard output read on another (so a read can time out), standard error drained into a
 * {@link StderrTail}.
 * It never outlives its use, nor does anything it started ({@link ProcessTree}): what it leaves
 * behind is ended as soon as it exits, the whole tree when it is killed, and every living one when
 * Arbiter itself is ended (Ctrl-C).
 */
final class ChildProcess {

    /** How long the processes of an adapter have to end when asked, before they are killed. */
    private static final Duration GRACE = Duration.ofSeconds(1);

    private static final Set<ChildProcess> LIVE = ConcurrentHashMap.newKeySet();
    /** Sent after the last line: the writer closes the adapter's standard input. */
    private static final String END_OF_INPUT = new String("end of input");

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> LIVE.forEach(ChildProcess::endTree), "arbiter-adapters-on-exit"));
    }

    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<LineReader.Line> output = new LinkedBlockingQueue<>();
    private final BlockingQueue<String> input = new LinkedBlockingQueue<>();
    private final StderrTail stderr;
    private final ProcessTree tree;

    private ChildProcess(Process process, ProcessTree tree, int maxLineBytes, int stderrLines) {
        this.process = process;
        this.tree = tree;
        this.stdin = process.getOutputStream();
        this.stderr = new StderrTail(process.getErrorStream(), stderrLines, "adapter-stderr");
        Thread reader = new Thread(() -> read(process.getInputStream(), maxLineBytes), "adapter-stdout");
        reader.setDaemon(true);
        reader.start();
        Thread writer = new Thread(this::write, "adapter-stdin");
        writer.setDaemon(true);
        writer.start();
        LIVE.add(this);
        // what it leaves running could hold its output open, so that its end would go unseen
        process.onExit().thenRunAsync(this::endTree, ChildProcess::runOnDaemon);
    }

    /** Starts {@code commandLine} through {@code sh}, so quoting and paths work as in a terminal. */
    static ChildProcess start(String commandLine, int maxLineBytes, int stderrLines) throws IOException {
        ProcessTree tree = new ProcessTree();
        Process process = tree.mark(new ProcessBuilder(List.of("sh", "-c", "exec " + commandLine))).start();
        return new ChildProcess(process, tree, maxLineBytes, stderrLines);
    }

    private static void runOnDaemon(Runnable task) {
        Thread thread = new Thread(task, "adapter-leftovers");
        thread.setDaemon(true);
        thread.start();
    }

    /** Ends the tree; one caller at a time, so that a second waits until what the first signalled is gone. */
    private synchronized void endTree() {
        tree.end(process.toHandle(), GRACE);
        LIVE.remove(this);
    }

    private void read(InputStream in, int max) {
        LineReader lines = new LineReader(in, max);
        try (in) {
            for (LineReader.Line line = lines.next(); !line.end(); line = lines.next()) {
                output.add(line);
            }
        } catch (IOException e) {
            // the end of its output, below
        }
        output.add(LineReader.Line.END);
    }

    /** Queues a line (without its line feed) for the child's standard input; a child that reads no more never blocks the caller. */
    void send(String line) {
        input.add(line);
    }

    @SuppressWarnings("StringEquality")
    private void write() {
        try (OutputStream out = new BufferedOutputStream(stdin, 1 << 16)) {
            for (String line = input.take(); line != END_OF_INPUT; line = input.take()) {
                out.write(line.getBytes(StandardCharsets.UTF_8));
                out.write('\n');
                if (input.isEmpty()) {
                    out.flush();
                }
            }
        } catch (IOException | InterruptedException e) {
            // the child closed its input or was ended: what it did not read, its end says
        }
    }

    /** The next line the child wrote (blank ones skipped), or null when none came within {@code timeout}. */
    LineReader.Line next(Duration timeout) throws InterruptedException {
        return output.poll(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** The exit status, waiting up to {@code wait} for the child to end; null if it has not. */
    Integer exitStatus(Duration wait) throws InterruptedException {
        return process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** Its last standard-error lines, once what it has written so far is read (at most a quarter of a second's wait). */
    String stderr() {
        return stderr.settledText(Duration.ofMillis(250));
    }

    boolean alive() {
        return process.isAlive();
    }

    /** Closes the child's standard input once the lines sent before are written. */
    void closeInput() {
        input.add(END_OF_INPUT);
    }

    /**
     * Ends the child and everything it started: asked to terminate, then killed after a grace
     * period. What it wrote to standard error before is read to the end first (for a second at
     * most): {@link Process#destroyForcibly()} closes the streams, and would drop the last lines
     * still in the pipe, often the ones that say what went wrong; so the processes are signalled
     * through their handles, which leaves the pipes open until the child is gone.
     */
    void kill() {
        endTree();
        try {
            stderr.awaitEnd(Duration.ofSeconds(1));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.destroyForcibly();
        closeInput();
        try {
            stdin.close();
        } catch (IOException e) {
            // already closed by the child's end
        }
    }
}
