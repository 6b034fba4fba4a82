package arbiter.bench;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One figure of {@code arbiter bench}: the median of its measurement rounds, with the target it is held to (null when
 * it has none) and whether the median meets it.
 */
public record BenchFigure(String what, double median, double lowest, double highest, String unit, Target target) {

    /** A bound on a figure: at least (rates) or at most (times). */
    public record Target(double bound, boolean atLeast) {

        public static Target atLeast(double bound) {
            return new Target(bound, true);
        }

        public static Target atMost(double bound) {
            return new Target(bound, false);
        }

        boolean metBy(double value) {
            return atLeast ? value >= bound : value <= bound;
        }
    }

    /** The figure of a series of rounds, each one measurement. */
    public static BenchFigure of(String what, double[] rounds, String unit, Target target) {
        double[] sorted = rounds.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return new BenchFigure(what, median, sorted[0], sorted[n - 1], unit, target);
    }

    boolean hasTarget() {
        return target != null;
    }

    boolean met() {
        return target != null && target.metBy(median);
    }

    /** The figures as a table, then the one-line summary: how many targets are met, and by how much the others fall short. */
    public static void print(PrintWriter out, List<BenchFigure> figures) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"figure (median of rounds)", "measured", "(lowest to highest)", "target", "met"});
        for (BenchFigure f : figures) {
            rows.add(new String[] {f.what(), number(f.median()) + " " + f.unit(), f.spread(), f.targetText(), f.verdict()});
        }
        int[] widths = new int[5];
        rows.forEach(row -> {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        });
        out.println();
        for (String[] row : rows) {
            out.println(String.format(Locale.ROOT, "%-" + widths[0] + "s  %" + widths[1] + "s  %-" + widths[2] + "s  %-" + widths[3] + "s  %s",
                    (Object[]) row).stripTrailing());
        }
        List<BenchFigure> held = figures.stream().filter(BenchFigure::hasTarget).toList();
        List<String> unmet = held.stream().filter(f -> !f.met()).map(f -> f.what() + " " + f.shortfall()).toList();
        if (held.isEmpty()) {
            out.println("no target for these figures");
        } else {
            out.printf("targets met: %d of %d%s%n", held.size() - unmet.size(), held.size(),
                    unmet.isEmpty() ? "" : "; not met: " + String.join("; ", unmet));
        }
        out.flush();
    }

    private String spread() {
        return lowest == highest ? "" : "(" + number(lowest) + " to " + number(highest) + ")";
    }

    private String targetText() {
        return target == null ? "-" : (target.atLeast() ? ">= " : "<= ") + number(target.bound()) + " " + unit;
    }

    private String verdict() {
        return target == null ? "-" : met() ? "yes" : "no, " + shortfall();
    }

    /** How far the median is from the target: the share of it reached, or how many times too long. */
    private String shortfall() {
        double share = 100 * median / target.bound();
        return target.atLeast() ? String.format(Locale.ROOT, share < 10 ? "%.1f%% of it" : "%.0f%% of it", share)
                : String.format(Locale.ROOT, "%.1f times it", median / target.bound());
    }

    private static String number(double x) {
        return x >= 100 ? String.format(Locale.ROOT, "%,.0f", x) : String.format(Locale.ROOT, "%.2f", x);
    }
}
