package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A feature file full of mistakes: each broken scenario errors with a message naming the file,
 * the line and what is wrong, and the sound scenario beside them still passes.
 */
class BrokenScenarioTest {

    private static final String FILE = "src/test/resources/broken-features/xymyx/broken.feature";
    private static Map<String, ScenarioResult> results;

    @BeforeAll
    static void run() {
        List<ScenarioResult> all = SuiteRun.run(FILE, null, Target.find(Target.REFERENCE));
        results = all.stream().collect(Collectors.toMap(ScenarioResult::id, r -> r));
    }

    @Test
    void theSoundScenarioPasses() {
        assertThat(results.get("xymyx-r2-001").verdict()).isEqualTo(Verdict.PASSED);
        assertThat(results).hasSize(11);
    }

    @Test
    void aBadDiagramSquareIsNamedByItsLine() {
        assertThat(results.get("xymyx-r2-002")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).isEqualTo(FILE + ":21: diagram line 5: 'x' on e5 is not a piece (KQRBNP White, kqrbnp Black) or '.'");
        });
    }

    @Test
    void aMalformedFenIsNamedByItsStep() {
        assertThat(results.get("xymyx-r2-003").message()).isEqualTo(FILE + ":31: FEN placement \"3k4/8/1n6/8/8/8/R3K3\" has 7 ranks; expected 8");
    }

    @Test
    void aWrongPieceLetterIsNamed() {
        assertThat(results.get("xymyx-r2-004").message()).isEqualTo(FILE + ":36: White's move Qa1-a4: a1 holds a White Rook, not a Queen");
    }

    @Test
    void anImpossiblePositionListsEveryProblem() {
        assertThat(results.get("xymyx-r2-005").message()).isEqualTo(FILE + ":40: impossible position: White has 2 Kings;"
                + " each side needs exactly one; a White Pawn stands on h8; pawns never stand on the first or last rank");
    }

    @Test
    void anUndefinedSentenceIsNamed() {
        assertThat(results.get("xymyx-r2-007").message()).isEqualTo(FILE + ":52: \"Given the board is empty\" is not a"
                + " sentence of the scenario language (docs/scenario-language.md lists them all)");
    }

    @Test
    void aFileThatIsNotGherkinIsOneErrorAndTheOtherFilesStillRun() {
        String dir = "src/test/resources/broken-features";
        List<ScenarioResult> all = SuiteRun.run(dir, null, Target.find(Target.REFERENCE));
        assertThat(all).hasSize(12);
        assertThat(all).filteredOn(r -> r.file().endsWith("unparsable.feature")).singleElement().satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).startsWith(dir + "/xymyx/unparsable.feature:6: the feature file is not valid Gherkin,"
                    + " so none of its scenarios ran: (6:3): expected:").contains("got 'This line is not Gherkin'");
        });
    }

    @Test
    void aMalformedTurnOfAGameIsNamedByItsLine() {
        assertThat(results.get("xymyx-r2-008").message()).startsWith(FILE + ":60: game line 2 \"2. Ng1-f3\" is not a turn");
    }

    @Test
    void anEventsRowWithAnEmptyCellIsNamed() {
        assertThat(results.get("xymyx-r2-009").message()).isEqualTo(FILE + ":67: an events row has no piece: fill it in,"
                + " or leave the whole row empty (an outline's row that stands for no event)");
    }

    @Test
    void aRejectionUnderAClauseThatIsNotOneOfTheRulesetsIsNamed() {
        assertThat(results.get("xymyx-r2-010").message()).isEqualTo(FILE + ":75: \"xymyx.C9\" is not a clause of xymyx in the clause"
                + " catalogue (features/clauses.md); a rejection, or the list of clauses that decide a turn, names clauses of the ruleset"
                + " played, such as xymyx.R1");
        assertThat(results.get("xymyx-r2-011").message()).startsWith(FILE + ":81: \"xymyx-classic.R1\" is not a clause of xymyx");
    }

    @Test
    void anUnknownEventIsNamed() {
        assertThat(results.get("xymyx-r2-006").message()).startsWith(FILE + ":46: \"exploded\" is not an event");
        assertThat(results.values()).filteredOn(r -> r.verdict() != Verdict.PASSED).allMatch(r -> r.verdict() == Verdict.ERRORED);
    }
}
