package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A scenario's id is how every report, the diff between runs and the expectations file know it: a
 * scenario without one, with two, or sharing one with another scenario errors, naming its file and
 * line (and the other places), instead of taking its file path as its id or appearing twice.
 */
class ScenarioIdTest {

    private static final String DIR = "src/test/resources/id-features";
    private static final String IDS = DIR + "/xymyx/ids.feature";
    private static final String MORE = DIR + "/xymyx/more.feature";
    private static List<ScenarioResult> results;

    @BeforeAll
    static void run() {
        results = SuiteRun.run(DIR, null, Target.find(Target.REFERENCE));
    }

    private static ScenarioResult at(String file, int line) {
        return results.stream().filter(r -> r.file().equals(file) && r.line() == line).findFirst().orElseThrow();
    }

    @Test
    void noTwoResultsShareAnId() {
        assertThat(results).hasSize(12);
        assertThat(results.stream().map(ScenarioResult::id).distinct()).hasSameSizeAs(results);
    }

    @Test
    void aScenarioWithAnIdOfItsOwnRunsAsUsual() {
        assertThat(at(IDS, 8)).satisfies(r -> {
            assertThat(r.id()).isEqualTo("xymyx-r2-001");
            assertThat(r.verdict()).isEqualTo(Verdict.PASSED);
        });
        assertThat(results).filteredOn(r -> r.id().startsWith("xymyx-r2-005/")).extracting(ScenarioResult::id, ScenarioResult::verdict)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("xymyx-r2-005/xymyx", Verdict.PASSED),
                        org.assertj.core.groups.Tuple.tuple("xymyx-r2-005/xymyx-classic", Verdict.PASSED));
    }

    @Test
    void aScenarioWithoutAnIdErrorsByItsPlace() {
        assertThat(at(IDS, 13)).satisfies(r -> {
            assertThat(r.id()).isEqualTo(IDS + ":13");
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).isEqualTo(IDS + ":13: the scenario has no @id: tag, so it has no stable id to be reported by;"
                    + " give it one (@id:<ruleset>-<clause>-<NNN>)");
        });
        for (int row : List.of(37, 38)) {
            assertThat(at(IDS, row).verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(at(IDS, row).message()).startsWith(IDS + ":30: the scenario has no @id: tag");
        }
    }

    @Test
    void scenariosSharingAnIdEachErrorNamingTheOthers() {
        assertThat(at(IDS, 19).message()).isEqualTo(IDS + ":19: the id xymyx-r2-002 is also the id of " + IDS + ":25, " + MORE + ":5;"
                + " each scenario needs its own");
        assertThat(at(IDS, 25).message()).isEqualTo(IDS + ":25: the id xymyx-r2-002 is also the id of " + IDS + ":19, " + MORE + ":5;"
                + " each scenario needs its own");
        assertThat(at(MORE, 5).message()).isEqualTo(MORE + ":5: the id xymyx-r2-002 is also the id of " + IDS + ":19, " + IDS + ":25;"
                + " each scenario needs its own");
        assertThat(List.of(at(IDS, 19), at(IDS, 25), at(MORE, 5))).allSatisfy(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.id()).isEqualTo(r.file() + ":" + r.line());
        });
    }

    @Test
    void aScenarioWithTwoIdsErrors() {
        assertThat(at(MORE, 12).verdict()).isEqualTo(Verdict.ERRORED);
        assertThat(at(MORE, 12).message()).isEqualTo(MORE + ":12: the scenario has 2 @id: tags (xymyx-r2-003, xymyx-r2-004); it needs exactly one");
    }

    @Test
    void twoRowsOfAnOutlineThatPlayOneRulesetCannotShareItsId() {
        assertThat(at(MORE, 39)).satisfies(r -> {
            assertThat(r.id()).isEqualTo("xymyx-r2-006/xymyx");
            assertThat(r.verdict()).isEqualTo(Verdict.PASSED);
        });
        assertThat(at(MORE, 40)).satisfies(r -> {
            assertThat(r.id()).isEqualTo(MORE + ":40/xymyx");
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).isEqualTo(MORE + ":40: the id xymyx-r2-006/xymyx is already the id of " + MORE + ":39;"
                    + " each scenario, and each ruleset's row of an outline, needs its own");
        });
    }
}
