package arbiter.compare;

import arbiter.report.Tally;
import java.util.HashMap;
import java.util.Map;

/**
 * One implementation of a {@link Comparison}: who it is, where its own report is, and its verdict
 * and message on each scenario it ran.
 *
 * @param label      the column heading, distinct among the columns (a repeated name gets " (2)", " (3)")
 * @param name       the name the implementation described itself with
 * @param version    its version, or ""
 * @param adapter    the adapter command line
 * @param folder     its run folder relative to the comparison folder, with '/' between parts, or null when no report was written
 * @param complete   false when its run was cut short or it has no report
 * @param exitStatus what its own {@code conform} run exited with
 * @param protocol   the protocol version the adapter spoke in its run (which scenarios it could be asked), or 0 when no report says
 */
public record CompareColumn(String label, String name, String version, String adapter, String folder, boolean complete,
        int exitStatus, Map<String, String> verdicts, Map<String, String> messages, int protocol) {

    /** The longest message kept per scenario; the rest is in the implementation's own report. */
    static final int MESSAGE_CHARS = 300;

    public CompareColumn {
        verdicts = Map.copyOf(verdicts);
        messages = Map.copyOf(messages);
    }

    /** A column for a run that wrote no report. */
    static CompareColumn notRun(String label, String adapter, int exitStatus) {
        return new CompareColumn(label, label, "", adapter, null, false, exitStatus, new HashMap<>(), new HashMap<>(), 0);
    }

    /** The verdict on a scenario (passed, failed, errored, skipped, notApplicable), or null when it did not run here. */
    public String verdict(String scenario) {
        return verdicts.get(scenario);
    }

    /** The counts of this column over all scenarios. */
    public Tally tally() {
        return CompareTallies.of(verdicts.values());
    }

    String message(String scenario) {
        return messages.get(scenario);
    }
}
