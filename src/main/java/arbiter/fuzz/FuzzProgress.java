package arbiter.fuzz;

import java.io.PrintWriter;

/** The line {@code arbiter fuzz} rewrites on a terminal while it runs: turns done (of how many), findings, turns per second. */
final class FuzzProgress {

    private static final long EVERY_NANOS = 200_000_000L;

    private final PrintWriter out;
    private final boolean terminal;
    private final long total;
    private final long began = System.nanoTime();
    private long shown;

    /** {@code total}: the turns asked, or 0 when the run is limited by time. */
    FuzzProgress(PrintWriter out, boolean terminal, long total) {
        this.out = out;
        this.terminal = terminal;
        this.total = total;
    }

    void turnDone(long turns, int findings) {
        long now = System.nanoTime();
        if (!terminal || now - shown < EVERY_NANOS) {
            return;
        }
        shown = now;
        String of = total > 0 ? String.format("/%,d %3d%%", total, turns * 100 / total) : "";
        out.printf("\r%,d%s turns  %d %s  %,.0f turns/s   ", turns, of, findings, findings == 1 ? "finding" : "findings",
                turns * 1e9 / Math.max(1, now - began));
        out.flush();
    }

    void finish() {
        if (terminal) {
            out.print("\r" + " ".repeat(78) + "\r");
            out.flush();
        }
    }
}
