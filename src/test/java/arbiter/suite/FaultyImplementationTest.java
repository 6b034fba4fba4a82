package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The judge tested from outside with stub implementations plugged in like any other: a wrong one
 * fails where it is wrong (and only there), a crashing one errors, a partial one is skipped with
 * its reason, and one for another game is not applicable.
 */
class FaultyImplementationTest {

    private static List<ScenarioResult> run(String implementation) {
        return SuiteRun.run("features", null, Target.find(implementation));
    }

    private static Map<Verdict, Long> count(List<ScenarioResult> results) {
        return results.stream().collect(Collectors.groupingBy(ScenarioResult::verdict, Collectors.counting()));
    }

    @Test
    void aWrongImplementationFailsExactlyWhereRegistrationOrderDecides() {
        List<ScenarioResult> results = run("fixture-reversed-registration");
        List<ScenarioResult> failed = results.stream().filter(r -> r.verdict() == Verdict.FAILED).toList();
        assertThat(failed).isNotEmpty().allSatisfy(r -> assertThat(r.message())
                .containsAnyOf("the board after the turn differs", "expected White wins", "expected Black wins", "the events differ"));
        assertThat(failed).extracting(ScenarioResult::id).contains("xymyx-r2-013", "xymyx-ra1-007", "xymyx-ra1-008");
        assertThat(results).filteredOn(r -> r.tags().contains("@xymyx.C4") && "xymyx".equals(r.ruleset()))
                .isNotEmpty().allMatch(r -> r.verdict() == Verdict.PASSED);
        assertThat(failed).filteredOn(r -> r.id().equals("xymyx-r2-013")).singleElement()
                .satisfies(r -> assertThat(r.message()).contains("expected", "actual", "differences:"));
    }

    @Test
    void aRulesetTheImplementationDoesNotDeclareIsNotApplicableNotFailed() {
        List<ScenarioResult> classic = run("fixture-reversed-registration").stream()
                .filter(r -> "xymyx-classic".equals(r.ruleset())).toList();
        assertThat(classic).isNotEmpty().allSatisfy(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.NOT_APPLICABLE);
            assertThat(r.message()).isEqualTo("not applicable: fixture-reversed-registration does not implement the ruleset xymyx-classic");
        });
    }

    @Test
    void aCrashingImplementationErrorsWithItsMessage() {
        List<ScenarioResult> results = run("fixture-crashing");
        assertThat(results).filteredOn(r -> r.verdict() == Verdict.ERRORED).isNotEmpty()
                .allSatisfy(r -> assertThat(r.message()).isEqualTo(
                        "fixture-crashing failed to resolve the turn: IllegalStateException: board array index 64 out of bounds"));
        assertThat(count(results)).containsKeys(Verdict.PASSED, Verdict.ERRORED).doesNotContainKey(Verdict.FAILED);
    }

    @Test
    void anInterfaceVersionArbiterDoesNotKnowErrorsEveryScenarioSaying() {
        Implementation unknownVersion = new ForwardingImplementation(Target.find(Target.REFERENCE)) {
            @Override
            public int apiVersion() {
                return 0;
            }
        };
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-r2-001 or @id:simulchess-basic-001", unknownVersion);
        assertThat(results).hasSize(2).allSatisfy(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).isEqualTo("arbiter-reference says it speaks version 0 of the adapter interface;"
                    + " Arbiter knows versions 1 and 2");
        });
    }

    @Test
    void aDeclaredGapIsSkippedWithItsReason() {
        Map<String, ScenarioResult> byId = run("fixture-no-castling").stream()
                .collect(Collectors.toMap(ScenarioResult::id, Function.identity()));
        assertThat(byId.get("xymyx-c5-009").verdict()).isEqualTo(Verdict.SKIPPED);
        assertThat(byId.get("xymyx-c5-009").message())
                .isEqualTo("declared unsupported by fixture-no-castling: castling is not implemented yet");
        assertThat(byId.values()).noneMatch(r -> r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED);
    }

    @Test
    void anotherGameIsNotApplicableToEveryScenario() {
        List<ScenarioResult> results = run("fixture-other-game");
        assertThat(results).isNotEmpty().allSatisfy(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.NOT_APPLICABLE);
            assertThat(r.message()).isEqualTo("not applicable: fixture-other-game does not implement the ruleset " + r.ruleset());
        });
    }
}
