package arbiter.suite;

import java.util.List;

/** The detail of the running scenario, filled in step by step; one per thread, read when the scenario ends. */
final class ScenarioRecord {

    private static final ThreadLocal<ScenarioRecord> CURRENT = ThreadLocal.withInitial(ScenarioRecord::new);

    ScenarioDetail.Turn turn;
    String expectedPosition;
    boolean boardOnly;
    List<String> expectedEvents;
    String expectedOutcome;
    String expectedRejection;
    String actualPosition;
    List<String> actualEvents;
    String actualOutcome;
    String actualRejection;
    String stderr;

    static ScenarioRecord current() {
        return CURRENT.get();
    }

    static void reset() {
        CURRENT.remove();
    }

    ScenarioDetail detail() {
        boolean expected = expectedPosition != null || expectedEvents != null || expectedOutcome != null || expectedRejection != null;
        boolean actual = actualPosition != null || actualRejection != null;
        return new ScenarioDetail(turn,
                expected ? new ScenarioDetail.Answer(expectedPosition, boardOnly, expectedEvents, expectedOutcome, expectedRejection) : null,
                actual ? new ScenarioDetail.Answer(actualPosition, false, actualEvents, actualOutcome, actualRejection) : null,
                stderr);
    }
}
