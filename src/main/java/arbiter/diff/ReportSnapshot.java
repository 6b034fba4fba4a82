package arbiter.diff;

import java.nio.file.Path;
import java.util.Map;

/**
 * A report.json as {@code arbiter diff} sees it: the run's implementation, whether it ran to the end, and a
 * {@link ScenarioSnapshot} per scenario in report order, keyed by id (a repeated id gets a {@code " #2"} suffix).
 * Read by {@link ReportSnapshotReader}.
 */
public record ReportSnapshot(Path file, String implementation, boolean complete, Map<String, ScenarioSnapshot> scenarios) {

    int size() {
        return scenarios.size();
    }
}
