package arbiter.compare;

import arbiter.report.SafeText;
import arbiter.report.Tally;
import arbiter.suite.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The terminal's view of a comparison: passed of applicable per clause and implementation, then each column named in full. */
public final class CompareTable {

    private static final int CELL_WIDTH = 11;

    private CompareTable() {
    }

    /** The table of a comparison whose folder is {@code dir}. */
    public static String text(Comparison c, Path dir) {
        StringBuilder b = new StringBuilder("\nComparison of ").append(c.columns().size())
                .append(" implementations: passed of applicable per clause (* a scenario failed or errored;\n"
                + "n/a: not applicable; -: no scenario ran)\n");
        int width = c.clauses().stream().mapToInt(clause -> SafeText.of(clause.id()).length()).max().orElse(0) + 2;
        List<String> head = new ArrayList<>(List.of("clause"));
        for (int i = 0; i < c.columns().size(); i++) {
            head.add("[" + (i + 1) + "]");
        }
        line(b, width, head);
        for (Comparison.Clause clause : c.clauses()) {
            List<String> cells = new ArrayList<>(List.of(SafeText.of(clause.id())));
            c.columns().forEach(col -> cells.add(cell(c.cell(col, clause.id()))));
            line(b, width, cells);
        }
        List<String> all = new ArrayList<>(List.of("in all"));
        c.columns().forEach(col -> all.add(cell(col.tally())));
        line(b, width, all);
        for (int i = 0; i < c.columns().size(); i++) {
            CompareColumn col = c.columns().get(i);
            Tally t = col.tally();
            b.append('[').append(i + 1).append("] ").append(SafeText.of(col.label()))
                    .append(col.protocol() > 0 ? " (protocol version " + col.protocol() + ")" : "").append(": ");
            if (col.folder() == null) {
                b.append("no report (its run exited ").append(col.exitStatus()).append(")\n");
                continue;
            }
            b.append(t.get(Verdict.PASSED)).append(" passed, ").append(t.get(Verdict.FAILED)).append(" failed, ")
                    .append(t.get(Verdict.ERRORED)).append(" errored, ").append(t.get(Verdict.SKIPPED)).append(" skipped, ")
                    .append(t.get(Verdict.NOT_APPLICABLE)).append(" not applicable").append(col.complete() ? "" : " (incomplete)")
                    .append("; ").append(dir.resolve(col.folder()).resolve("report.html")).append('\n');
        }
        Comparison.Counts counts = c.counts();
        return b.append(counts.scenarios()).append(counts.scenarios() == 1 ? " scenario: " : " scenarios: ").append(counts.words())
                .append('\n').toString();
    }

    private static String cell(Tally t) {
        if (t.total() == 0) {
            return "-";
        }
        if (t.applicable() == 0) {
            return "n/a";
        }
        boolean broken = t.get(Verdict.FAILED) + t.get(Verdict.ERRORED) > 0;
        return t.get(Verdict.PASSED) + "/" + t.applicable() + (broken ? "*" : "");
    }

    private static void line(StringBuilder b, int width, List<String> cells) {
        StringBuilder line = new StringBuilder(pad(cells.get(0), Math.max(width, 8)));
        for (String cell : cells.subList(1, cells.size())) {
            line.append(' ').append(pad(cell, CELL_WIDTH));
        }
        b.append(line.toString().stripTrailing()).append('\n');
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
