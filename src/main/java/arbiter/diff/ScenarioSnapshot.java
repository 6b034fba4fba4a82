package arbiter.diff;

import arbiter.suite.Verdict;
import java.util.List;

/**
 * What {@code arbiter diff} keeps of one scenario of a report: where it is, its verdict, and only when it
 * failed or errored, the first line of its message and the answer the implementation gave.
 */
record ScenarioSnapshot(String id, String name, String file, int line, Verdict verdict, String message, Answer actual) {

    /** A scenario's answer, as far as a diff cares: what the implementation said. */
    record Answer(String position, List<String> events, String outcome, String rejection) {
    }

    /** Whether the scenario failed or errored. */
    boolean broken() {
        return broken(verdict);
    }

    /** Whether a verdict is a failure or an error. */
    static boolean broken(Verdict verdict) {
        return verdict == Verdict.FAILED || verdict == Verdict.ERRORED;
    }
}
