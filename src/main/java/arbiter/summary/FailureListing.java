package arbiter.summary;

import arbiter.causes.FailureCause;
import arbiter.causes.FailureCauses;
import arbiter.report.Reproduction;
import arbiter.report.Rerun;
import arbiter.report.TurnCaption;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.util.List;
import java.util.function.Function;

/**
 * The failures of a run on the terminal, grouped by cause ({@link FailureCauses}): a heading per
 * cause with its count, the first few failures under it (the first with its whole message, the
 * others with the line that says what differed; each with its place, turn and the command that runs
 * it again), then the ids of the rest. Known failures (an expectations file) come after, grouped
 * alike; skipped scenarios last, one line per reason. report.html and report.json keep every one.
 */
final class FailureListing {

    /** A group this size or smaller is shown whole; a larger one shows {@value #SHOWN_OF_LARGE} and the rest's ids. */
    static final int SHOWN_WHOLE = 5;
    static final int SHOWN_OF_LARGE = 3;
    /** How many ids of the rest are named (all of them when two more would do). */
    static final int NAMED = 8;

    private final Rerun rerun;
    private final Function<String, String> knownFailures;

    /** For a run whose commands to run a failure again {@code rerun} begins and follows. */
    FailureListing(Rerun rerun, Function<String, String> knownFailures) {
        this.rerun = rerun;
        this.knownFailures = knownFailures;
    }

    String text(Iterable<ScenarioResult> results) {
        FailureCauses<ScenarioResult> unexpected = new FailureCauses<>();
        FailureCauses<ScenarioResult> known = new FailureCauses<>();
        FailureCauses<ScenarioResult> skipped = new FailureCauses<>();
        for (ScenarioResult r : results) {
            FailureCause cause = FailureCause.of(r);
            if (cause != null) {
                FailureCauses<ScenarioResult> into = r.verdict() == Verdict.SKIPPED ? skipped
                        : knownFailures.apply(r.id()) == null ? unexpected : known;
                into.add(r.verdict().label(), cause.cause(), r);
            }
        }
        StringBuilder s = new StringBuilder();
        failures(s, unexpected, "");
        failures(s, known, "known ");
        if (skipped.size() > 0) {
            heading(s, skipped, "skipped");
            for (FailureCauses.Group<ScenarioResult> g : skipped.groups()) {
                s.append("== ").append(g.members().size()).append(" skipped: ").append(g.cause()).append('\n')
                        .append(ids(g.members(), 0, NAMED)).append("\n\n");
            }
        }
        return s.length() == 0 || s.toString().endsWith("\n\n") ? s.toString() : s.append('\n').toString();
    }

    private void failures(StringBuilder s, FailureCauses<ScenarioResult> causes, String kind) {
        List<FailureCauses.Group<ScenarioResult>> groups = causes.groups();
        if (groups.isEmpty()) {
            return;
        }
        heading(s, causes, causes.size() == 1 ? kind + "failure" : kind + "failures");
        for (FailureCauses.Group<ScenarioResult> g : groups) {
            List<ScenarioResult> members = g.members();
            s.append("== ").append(members.size()).append(' ').append(g.verdict()).append(": ").append(g.cause()).append('\n');
            int shown = members.size() <= SHOWN_WHOLE ? members.size() : SHOWN_OF_LARGE;
            for (int i = 0; i < shown; i++) {
                failure(s, members.get(i), i == 0);
            }
            if (shown < members.size()) {
                s.append("and ").append(members.size() - shown).append(" more: ").append(ids(members, shown, NAMED)).append("\n\n");
            }
        }
    }

    private static void heading(StringBuilder s, FailureCauses<ScenarioResult> causes, String what) {
        int n = causes.groups().size();
        s.append(causes.size()).append(' ').append(what).append(" in ").append(n).append(n == 1 ? " cause" : " causes")
                .append(" (every one in full in the run's report):\n\n");
    }

    private void failure(StringBuilder s, ScenarioResult r, boolean whole) {
        String known = knownFailures.apply(r.id());
        s.append(known == null ? "" : "KNOWN ").append(r.verdict().label().toUpperCase()).append(' ').append(r.id())
                .append("  ").append(r.name()).append("  (").append(r.file()).append(':').append(r.line()).append(")\n");
        if (known != null) {
            s.append("    expected to fail: ").append(known).append('\n');
        }
        String message = whole ? r.message() : FailureCause.of(r).difference();
        for (String line : message.split("\n")) {
            s.append("    ").append(line).append('\n');
        }
        if (r.detail().turn() != null) {
            s.append("    turn: ").append(TurnCaption.of(r.detail().turn())).append('\n');
        }
        String again = Reproduction.conform(r.id(), rerun);
        if (again != null) {
            s.append("    again: ").append(again).append('\n');
        }
        s.append('\n');
    }

    private static String ids(List<ScenarioResult> members, int from, int named) {
        int to = members.size() - from <= named + 2 ? members.size() : from + named;
        String listed = String.join(", ", members.subList(from, to).stream().map(ScenarioResult::id).toList());
        return to < members.size() ? listed + " (and " + (members.size() - to) + " others)" : listed;
    }
}
