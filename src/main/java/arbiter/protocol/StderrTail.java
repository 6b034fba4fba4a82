package arbiter.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
    private long dropped;

    StderrTail(InputStream stream, int keep, String threadName) {
        this.keep = keep;
        Thread thread = new Thread(() -> drain(stream), threadName);
        thread.setDaemon(true);
        thread.start();
    }

    private void drain(InputStream stream) {
        StringBuilder line = new StringBuilder();
        byte[] buffer = new byte[8192];
        try (stream) {
            for (int n = stream.read(buffer); n >= 0; n = stream.read(buffer)) {
                String chunk = new String(buffer, 0, n, StandardCharsets.UTF_8);
                for (char c : chunk.toCharArray()) {
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
