package arbiter.perft;

import arbiter.perft.PerftLevel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The counts of {@code arbiter perft}, a line per depth, with the time it took and the turns resolved per second. */
public final class PerftTable {

    private static final String FORMAT = "%5s  %12s  %18s  %8s  %8s  %10s  %8s  %10s%n";
    private final List<String> lines = new ArrayList<>();

    /** A table with its heading line only. */
    public PerftTable() {
        lines.add(String.format(Locale.ROOT, FORMAT, "depth", "joint turns", "distinct positions", "ended", "rejected",
                "resolved", "seconds", "resolved/s"));
    }

    /** A depth's counts, {@code resolved} turns asked of the implementation in {@code nanos}. */
    public void add(PerftLevel level, long resolved, long nanos) {
        double seconds = nanos / 1e9;
        lines.add(String.format(Locale.ROOT, FORMAT, level.depth(), grouped(level.jointTurns()), grouped(level.distinctPositions()),
                grouped(level.finished()), grouped(level.rejected()), grouped(resolved), String.format(Locale.ROOT, "%.2f", seconds),
                grouped(seconds > 0 ? Math.round(resolved / seconds) : 0)));
    }

    /** The table so far: the heading and a line per depth. */
    public String text() {
        return String.join("", lines);
    }

    private static String grouped(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
