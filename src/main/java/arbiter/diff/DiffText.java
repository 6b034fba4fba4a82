package arbiter.diff;

import arbiter.diff.ReportDiff.Change;
import arbiter.diff.ScenarioSnapshot.Answer;
import java.util.List;
import java.util.Objects;

/**
 * The text {@code arbiter diff} prints: the two reports, a section per kind of change (empty ones left out),
 * with the first line of the message of what fails now and, for changed answers, the fields that differ,
 * then the tally and whether it regressed.
 */
public final class DiffText {

    private DiffText() {
    }

    /** The diff as text; {@code strict} counts other verdict changes as regressions too. */
    public static String of(ReportDiff d, boolean strict) {
        StringBuilder s = new StringBuilder();
        s.append("old: ").append(describe(d.old())).append('\n');
        s.append("new: ").append(describe(d.now())).append('\n');
        section(s, "newly failing", d.newlyFailing(), true);
        section(s, "newly passing", d.newlyPassing(), false);
        if (!d.changedAnswers().isEmpty()) {
            s.append("\nchanged answers (").append(d.changedAnswers().size()).append("):\n");
            for (Change c : d.changedAnswers()) {
                s.append("  ").append(c.after().id()).append("  ").append(c.after().verdict().label())
                        .append(", a different answer  ").append(where(c.after())).append('\n');
                answerChanges(s, c.before().actual(), c.after().actual());
            }
        }
        section(s, "other verdict changes", d.otherChanges(), false);
        if (!d.added().isEmpty()) {
            s.append("\nadded (").append(d.added().size()).append("):\n");
            for (Change c : d.added()) {
                s.append("  ").append(c.after().id()).append("  ").append(c.after().verdict().label()).append("  ")
                        .append(where(c.after())).append('\n');
                message(s, c.after());
            }
        }
        if (!d.removed().isEmpty()) {
            s.append("\nremoved (").append(d.removed().size()).append("):\n");
            for (Change c : d.removed()) {
                s.append("  ").append(c.before().id()).append("  was ").append(c.before().verdict().label()).append("  ")
                        .append(where(c.before())).append('\n');
            }
        }
        if (d.identical()) {
            s.append("\nno differences: the same scenarios, the same verdicts and the same wrong answers\n");
        }
        s.append('\n').append(tally(d)).append(": ");
        List<Change> regressions = d.regressions(strict);
        if (!regressions.isEmpty()) {
            int n = regressions.size();
            s.append("REGRESSED (").append(n).append(n == 1 ? " scenario" : " scenarios")
                    .append(strict ? ", --strict" : "").append(")\n");
        } else {
            s.append("no regression\n");
        }
        return s.toString();
    }

    private static void section(StringBuilder s, String title, List<Change> changes, boolean withMessage) {
        if (changes.isEmpty()) {
            return;
        }
        s.append('\n').append(title).append(" (").append(changes.size()).append("):\n");
        for (Change c : changes) {
            s.append("  ").append(c.after().id()).append("  ").append(c.before().verdict().label()).append(" -> ")
                    .append(c.after().verdict().label()).append("  ").append(where(c.after())).append('\n');
            if (withMessage) {
                message(s, c.after());
            }
        }
    }

    private static void message(StringBuilder s, ScenarioSnapshot scenario) {
        if (scenario.broken() && scenario.message() != null && !scenario.message().isBlank()) {
            s.append("      ").append(scenario.message()).append('\n');
        }
    }

    private static void answerChanges(StringBuilder s, Answer b, Answer a) {
        if (b == null || a == null) {
            s.append("      answer: ").append(b == null ? "none" : "an answer").append(" -> ")
                    .append(a == null ? "none" : "an answer").append('\n');
            return;
        }
        field(s, "position", b.position(), a.position());
        field(s, "events", b.events() == null ? null : b.events().toString(), a.events() == null ? null : a.events().toString());
        field(s, "outcome", b.outcome(), a.outcome());
        field(s, "rejection", b.rejection(), a.rejection());
    }

    private static void field(StringBuilder s, String name, String b, String a) {
        if (!Objects.equals(b, a)) {
            s.append("      ").append(name).append(": ").append(b).append(" -> ").append(a).append('\n');
        }
    }

    private static String where(ScenarioSnapshot s) {
        String name = s.name() == null ? "" : s.name();
        return s.file() == null ? name : name + "  (" + s.file() + ":" + s.line() + ")";
    }

    private static String describe(ReportSnapshot r) {
        return r.file() + "  " + r.implementation() + ", " + r.size() + (r.size() == 1 ? " scenario" : " scenarios")
                + (r.complete() ? "" : ", an INCOMPLETE run (cut short)");
    }

    private static String tally(ReportDiff d) {
        return d.newlyFailing().size() + " newly failing, " + d.newlyPassing().size() + " newly passing, "
                + d.changedAnswers().size() + (d.changedAnswers().size() == 1 ? " changed answer, " : " changed answers, ")
                + d.otherChanges().size() + (d.otherChanges().size() == 1 ? " other verdict change, " : " other verdict changes, ")
                + d.added().size() + " added, " + d.removed().size() + " removed, " + d.unchanged() + " unchanged";
    }
}
