package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Side;
import arbiter.api.TurnResult;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A scenario's rejection names the clause that refuses the move: an implementation whose rejection
 * names another clause fails it while citations are checked, and one whose rejection names none is
 * not held to it, as with the clauses of resolved turns ({@link Citations}).
 */
class RejectionClauseTest {

    /** A rejection of each ruleset, and a resolved turn. */
    private static final String SCENARIOS = "@id:xymyx-c2-002 or @id:xymyx-c5-015 or @id:xymyx-classic-u2-003"
            + " or @id:simulchess-castling-003 or @id:zeitgeist-rule2-009 or @id:revochess-dualmove-007 or @id:xymyx-r2-001";

    private String citations;

    @BeforeEach
    void keepTheProperty() {
        citations = System.getProperty(Citations.PROPERTY);
    }

    @AfterEach
    void restoreTheProperty() {
        if (citations == null) {
            System.clearProperty(Citations.PROPERTY);
        } else {
            System.setProperty(Citations.PROPERTY, citations);
        }
    }

    private static Map<String, ScenarioResult> run(String implementation) {
        return SuiteRun.run("features", SCENARIOS, Target.find(implementation)).stream()
                .collect(Collectors.toMap(ScenarioResult::id, r -> r));
    }

    @Test
    void aRejectionUnderAnotherClauseFailsSayingBoth() {
        System.setProperty(Citations.PROPERTY, "check");
        Map<String, ScenarioResult> results = run("fixture-miscited-rejections");
        assertThat(results).hasSize(7);
        assertThat(results.get("xymyx-r2-001").verdict()).isEqualTo(Verdict.PASSED);
        assertThat(results.get("xymyx-c2-002")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.FAILED);
            assertThat(r.message()).isEqualTo("fixture-miscited-rejections refuses the move under xymyx.PERFT but not under xymyx.C2,"
                    + " the clause this scenario says refuses it (checked because citations are: the rulebook and resolve show it to"
                    + " players)");
        });
        assertThat(results.values()).filteredOn(r -> !r.id().equals("xymyx-r2-001"))
                .allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.FAILED));
        assertThat(results.get("revochess-dualmove-007").message()).contains("under revochess.PERFT but not under revochess.victory");
    }

    @Test
    void aRejectionThatNamesNoClauseOrIsNotCheckedPasses() {
        System.setProperty(Citations.PROPERTY, "check");
        assertThat(run("fixture-silent-rejections").values()).allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.PASSED));
        System.clearProperty(Citations.PROPERTY);
        assertThat(run("fixture-miscited-rejections").values()).allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.PASSED));
        System.setProperty(Citations.PROPERTY, "zeitgeist");
        assertThat(run("fixture-miscited-rejections").values()).filteredOn(r -> r.verdict() == Verdict.FAILED)
                .extracting(ScenarioResult::id).containsExactly("zeitgeist-rule2-009");
    }

    @Test
    void aFinerOrCoarserIdOfTheStatedClauseWillDo() {
        TurnResult.Rejected rejected = new TurnResult.Rejected(Side.WHITE, "e1g1", "no", List.of("xymyx.C5.rook", "xymyx.RA4"));
        assertThat(Citations.misrefused("xymyx.C5", rejected, "impl")).isNull();
        assertThat(Citations.misrefused("xymyx.RA4.king", rejected, "impl")).isNull();
        assertThat(Citations.misrefused("xymyx.C2", rejected, "impl")).startsWith("impl refuses the move under xymyx.C5.rook,"
                + " xymyx.RA4 but not under xymyx.C2,");
        assertThat(Citations.misrefused("xymyx.C", rejected, "impl")).isNotNull();
        assertThat(Citations.misrefused("xymyx.C2", new TurnResult.Rejected(Side.WHITE, "e1g1", "no"), "impl")).isNull();
    }
}
