package arbiter.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Drains a child's standard error on its own thread so the child never blocks on a full pipe, and
 * keeps only its last lines (each cut to a readable length).
 */
final class StderrTail {

    private static final int MAX_LINE = 500;

    private final Deque<String> lines = new ArrayDeque<>();
    private final int keep;
    private final Thread thread;
    private volatile boolean busy;
    private long dropped;

    StderrTail(InputStream stream, int keep, String threadName) {
        this.keep = keep;
        thread = new Thread(() -> drain(stream), threadName);
        thread.setDaemon(true);
        thread.start();
    }

    private void drain(InputStream stream) {
        StringBuilder line = new StringBuilder();
        char[] buffer = new char[8192];
        // decoded by a reader, so a character split between two reads is not garbled
        try (Reader reader = new InputStreamReader(stream, StandardCharsets.UTF_8)) {
            for (int n = reader.read(buffer); n >= 0; busy = false, n = reader.read(buffer)) {
                busy = true;
                for (int i = 0; i < n; i++) {
                    char c = buffer[i];
                    if (c == '\n') {
                        add(line.toString());
                        line.setLength(0);
                    } else if (line.length() < MAX_LINE) {
                        line.append(c);
                    }
                }
            }
        } catch (IOException e) {
            // the child is gone; what was read is kept
        }
        if (line.length() > 0) {
            add(line.toString());
        }
    }

    private synchronized void add(String line) {
        lines.addLast(line.length() >= MAX_LINE ? line + " [line cut]" : line);
        while (lines.size() > keep) {
            lines.removeFirst();
            dropped++;
        }
    }

    /** Waits up to {@code wait} for the end of the stream, so all it held is kept. */
    void awaitEnd(Duration wait) throws InterruptedException {
        thread.join(Math.max(1, wait.toMillis()));
    }

    /**
     * The last lines after a short pause for the reading thread (at most {@code max}): an answer on
     * standard output can arrive before the line the child wrote to standard error just before it
     * is read here. (Asking the stream what is available would block on the reading thread's lock.)
     */
    String settledText(Duration max) {
        long deadline = System.nanoTime() + max.toNanos();
        try {
            Thread.sleep(Math.min(20, max.toMillis()));
            while (busy && thread.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(2);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return text();
    }

    /** The last lines, oldest first, with a note of how many came before them; empty if none. */
    synchronized String text() {
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder();
        if (dropped > 0) {
            s.append("[").append(dropped).append(" earlier lines not kept]\n");
        }
        lines.forEach(l -> s.append(l).append('\n'));
        return s.toString();
    }
}
