package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.api.Implementation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The joint perft step against implementations that count otherwise than the reference. */
class JointPerftStepsTest {

    @Test
    void aCountThatDiffersFailsAtItsDepthWithBothNumbersAndTheDivideCommand() {
        // fixture-misjudging leaves out the first of the reference's legal moves (6 of 7 each) and rejects every turn
        // the reference carries out: 6 x 6 pairs in two orders, 72 rejected, none played.
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-perft-003", Target.find("fixture-misjudging"));
        assertThat(results).singleElement().satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.FAILED);
            assertThat(r.message()).startsWith("the joint perft to depth 1 differs: expected 98 joint turns and 49 distinct positions,"
                    + " but fixture-misjudging counts 0 joint turns and 0 distinct positions\n"
                    + "  depth 1: 0 joint turns and 0 distinct positions (0 ended the game, 72 rejected turns of listed legal moves)\n")
                    .contains("the joint perft to depth 2 differs: expected 11,440 joint turns and 721 distinct positions, but"
                            + " fixture-misjudging counts 0 joint turns")
                    .contains("./arbiter perft --ruleset xymyx --fen '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10' --depth 2 --divide");
        });
    }

    @Test
    void theReferencePassesEveryPerftScenario() {
        List<ScenarioResult> results = SuiteRun.run("features", "@perft and @id:simulchess-perft-003 or @id:revochess-perft-003",
                Target.find(Target.REFERENCE));
        assertThat(results).hasSize(2).allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.PASSED));
    }

    @Test
    void aVersion1ImplementationIsNotAskedTurnsItCannotSay() {
        Implementation version1 = new Version1Reference(Target.find(Target.REFERENCE));
        List<ScenarioResult> results = SuiteRun.run("features", "@id:simulchess-perft-003 or @id:revochess-perft-003 or @id:xymyx-perft-002",
                version1);
        assertThat(results).extracting(ScenarioResult::id, ScenarioResult::verdict).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("simulchess-perft-003", Verdict.NOT_APPLICABLE),
                org.assertj.core.groups.Tuple.tuple("revochess-perft-003", Verdict.NOT_APPLICABLE),
                org.assertj.core.groups.Tuple.tuple("xymyx-perft-002", Verdict.PASSED));
        assertThat(results).filteredOn(r -> r.id().startsWith("simulchess")).singleElement().extracting(ScenarioResult::message)
                .isEqualTo("not applicable: v1-reference speaks version 1 of the adapter interface, which cannot say the answers of a"
                        + " joint perft of simulchess, among which are events or fields of the position that only version 2 has");
    }

    /** The reference, speaking version 1 of the adapter interface. */
    private static final class Version1Reference extends ForwardingImplementation {

        Version1Reference(Implementation inner) {
            super(inner);
        }

        @Override
        public Description describe() {
            return new Description("v1-reference", "1", "Java", "", inner().describe().rulesets());
        }

        @Override
        public int apiVersion() {
            return 1;
        }
    }
}
