package arbiter.causes;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Failures grouped by cause: a stub implementation with one fault (the registration order
 * reversed, a crash, one thing declared unsupported) collapses into one group whatever squares and
 * pieces its failures involve, and a failure's difference names them.
 */
class FailureCausesTest {

    private static FailureCauses<ScenarioResult> group(List<ScenarioResult> results) {
        FailureCauses<ScenarioResult> causes = new FailureCauses<>();
        for (ScenarioResult r : results) {
            FailureCause c = FailureCause.of(r);
            if (c != null) {
                causes.add(r.verdict().label(), c.cause(), r);
            }
        }
        return causes;
    }

    private static long count(List<ScenarioResult> results, Verdict verdict) {
        return results.stream().filter(r -> r.verdict() == verdict).count();
    }

    @Test
    void theFailuresOfAReversedRegistrationOrderAreOneCause() {
        List<ScenarioResult> results = SuiteRun.run("features", null, Target.find("fixture-reversed-registration"));
        List<FailureCauses.Group<ScenarioResult>> groups = group(results).groups();
        assertThat(count(results, Verdict.FAILED)).isGreaterThanOrEqualTo(20);
        assertThat(groups).hasSize(1);
        assertThat(groups.get(0).cause()).isEqualTo(AnswerDifference.ORDER_SWAPPED);
        assertThat(groups.get(0).members()).hasSize((int) count(results, Verdict.FAILED));
        ScenarioResult knights = groups.get(0).members().stream().filter(r -> r.id().equals("xymyx-r1-006")).findFirst().orElseThrow();
        assertThat(FailureCause.of(knights).difference()).startsWith("e4: expected White Knight, got Black Knight");
    }

    @Test
    void oneCrashIsOneCauseAndOneUnsupportedFeatureOneSkipReason() {
        List<ScenarioResult> crashing = SuiteRun.run("features", "@xymyx.R2 or @xymyx.R4", Target.find("fixture-crashing"));
        List<FailureCauses.Group<ScenarioResult>> crashes = group(crashing).groups();
        assertThat(crashes).hasSize(1);
        assertThat(crashes.get(0).members()).hasSize((int) count(crashing, Verdict.ERRORED)).hasSizeGreaterThan(10);
        assertThat(crashes.get(0).cause()).isEqualTo(
                "fixture-crashing failed to resolve the turn: IllegalStateException: board array index <n> out of bounds");

        List<ScenarioResult> mixed = SuiteRun.run("features", null, Target.find("fixture-mixed"));
        List<FailureCauses.Group<ScenarioResult>> groups = group(mixed).groups();
        List<FailureCauses.Group<ScenarioResult>> skips = groups.stream().filter(g -> g.verdict().equals("skipped")).toList();
        assertThat(skips).hasSize(1);
        assertThat(skips.get(0).members()).hasSize((int) count(mixed, Verdict.SKIPPED)).hasSizeGreaterThan(5);
        assertThat(skips.get(0).cause()).isEqualTo("declared unsupported by fixture-mixed: castling is not implemented yet");
        assertThat(groups.get(groups.size() - 1)).as("skips come last").isSameAs(skips.get(0));
        assertThat(groups.get(0).members().size()).as("largest first").isGreaterThanOrEqualTo(groups.get(1).members().size());
    }

    private static ScenarioResult failed(String id, String first, String expectedFen, String actualFen, String expectedOutcome,
            String actualOutcome) {
        ScenarioDetail.Turn turn = new ScenarioDetail.Turn("4k3/8/8/8/8/8/8/4K3 w - - 0 1", List.of("e1e2"), List.of("e8e7"), first, "{}");
        ScenarioDetail detail = new ScenarioDetail(turn,
                new ScenarioDetail.Answer(expectedFen, true, null, expectedOutcome, null),
                new ScenarioDetail.Answer(actualFen, false, List.of(), actualOutcome, null), null);
        return new ScenarioResult(id, "t", "x.feature", 1, List.of(), "xymyx", Verdict.FAILED, "the board after the turn differs",
                detail, 1);
    }

    @Test
    void theSameKindOfDifferenceOnOtherSquaresIsTheSameCauseAndAnotherKindIsNot() {
        FailureCause missingKnight = FailureCause.of(failed("a", null, "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1", null, null));
        FailureCause missingQueen = FailureCause.of(failed("b", null, "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1",
                "4k3/8/8/8/8/8/8/4K3 w - - 0 1", null, null));
        FailureCause extraPiece = FailureCause.of(failed("c", null, "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
                "4k3/8/8/8/4N3/8/8/4K3 w - - 0 1", null, null));
        assertThat(missingKnight.cause()).isEqualTo(missingQueen.cause()).isEqualTo("the board after the turn: a piece missing");
        assertThat(extraPiece.cause()).isNotEqualTo(missingKnight.cause());
        assertThat(missingKnight.difference()).isEqualTo("e4: expected White Knight, got empty");
        assertThat(missingQueen.difference()).isEqualTo("d2: expected Black Queen, got empty");
    }

    @Test
    void aSwappedWinnerIsTheRegistrationOrderOnlyWhenSomeoneRegisteredFirst() {
        String fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
        FailureCause unordered = FailureCause.of(failed("a", null, fen, fen, "White wins by checkmate", "Black wins by checkmate"));
        FailureCause ordered = FailureCause.of(failed("b", "white", fen, fen, "White wins by checkmate", "Black wins by checkmate"));
        FailureCause other = FailureCause.of(failed("c", "white", fen, fen, "White wins by checkmate", "the game goes on"));
        assertThat(unordered.cause()).isEqualTo("the outcome: expected <side> wins by checkmate, got <side> wins by checkmate");
        assertThat(ordered.cause()).isEqualTo(AnswerDifference.ORDER_SWAPPED);
        assertThat(other.cause()).isEqualTo("the outcome: expected <side> wins by checkmate, got the game goes on");
        assertThat(ordered.difference()).isEqualTo("outcome: expected White wins by checkmate, got Black wins by checkmate");
    }

    @Test
    void aMessagePatternLeavesOutPlacesMovesSquaresAndNumbers() {
        assertThat(MessagePattern.of("features/x/ab.feature:12: turn 3 rejected Ne4xf6 and e7e8q on d5 [a, b]\nsecond line"))
                .isEqualTo("<file>:<line>: turn <n> rejected <move> and <move> on <square> […]");
        assertThat(MessagePattern.of("bad position 4k3/8/8/8/8/8/8/4K3 w - - 0 1 here")).isEqualTo("bad position <fen> here");
        assertThat(MessagePattern.of("expected 3,042 joint turns, 98 joint turns and 11,440,000 more"))
                .as("a number grouped in thousands is one number").isEqualTo("expected <n> joint turns, <n> joint turns and <n> more");
        assertThat(MessagePattern.of("x".repeat(500))).hasSize(MessagePattern.LIMIT).endsWith("…");
    }
}
