package arbiter.differential;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.board.Fen;
import arbiter.board.PositionProblems;
import arbiter.suite.Target;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Findings against a broken implementation: shrunk while they stay, smaller than met, the same on every run. */
class ShrinkingTest {

    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);
    private static final FuzzPlan PLAN = new FuzzPlan(List.of("simulchess"), 3, 1, 1, 400, 0);

    private static List<Finding> run() {
        DifferentialRun run = new DifferentialRun(REFERENCE, REFERENCE, Target.find("fixture-sequential-simulchess"));
        run.run(PLAN, (turns, findings) -> { });
        assertThat(run.turns()).isEqualTo(400);
        return run.findings();
    }

    @Test
    void eachFindingIsShrunkWhileItsDisagreementStays() {
        List<Finding> findings = run();
        assertThat(findings).isNotEmpty();
        ReferenceMoves moves = new ReferenceMoves(REFERENCE);
        for (Finding f : findings) {
            assertThat(PositionProblems.of(Fen.parse(f.turn().position()))).isEmpty();
            assertThat(moves.legal(f.turn())).as(f.turn().toString()).isTrue();
            assertThat(f.expected().compared()).isNotEqualTo(f.other().compared());
            assertThat(f.cause()).isEqualTo(Finding.cause(f.original().ruleset(), Answer.of(REFERENCE, f.original()),
                    Answer.of(Target.find("fixture-sequential-simulchess"), f.original())));
            assertThat(pieces(f.turn().position())).isLessThanOrEqualTo(pieces(f.original().position()));
        }
        assertThat(findings).anySatisfy(f -> assertThat(pieces(f.turn().position())).isLessThan(pieces(f.original().position())));
    }

    @Test
    void theSameSeedGivesTheSameFindings() {
        assertThat(run()).isEqualTo(run());
    }

    @Test
    void theSymptomLeavesTheSquaresOut() {
        assertThat(run()).extracting(Finding::cause).doesNotHaveDuplicates().allSatisfy(cause ->
                assertThat(cause).startsWith("simulchess: ").doesNotContainPattern("[a-h][1-8]"));
    }

    private static long pieces(String fen) {
        return fen.split(" ")[0].chars().filter(Character::isLetter).count();
    }
}
