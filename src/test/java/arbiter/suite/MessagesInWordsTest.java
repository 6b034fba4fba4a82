package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Failure messages say sides, moves and answers in words, never Java's own text: "White's move",
 * not "WHITE's move"; moves with their piece letter where the position is known; an answer as its
 * position in FEN, not a record's toString.
 */
class MessagesInWordsTest {

    private static Map<String, String> messages() {
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-classic-r1-002 or @id:xymyx-ra1-003 or @id:xymyx-c2-001"
                + " or @id:xymyx-c4-002 or @id:xymyx-classic-game-002 or @id:xymyx-r2-001", Target.find("fixture-misjudging"));
        assertThat(results).hasSize(6).allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.FAILED));
        return results.stream().collect(Collectors.toMap(ScenarioResult::id, ScenarioResult::message, (a, b) -> a, java.util.TreeMap::new));
    }

    @Test
    void sidesMovesAndAnswersAreInWords() {
        Map<String, String> messages = messages();
        assertThat(messages.values()).allSatisfy(m -> assertThat(m).doesNotContain("WHITE", "BLACK", "Resolved[", "Rejected[", "Outcome["));
        assertThat(messages.get("xymyx-classic-r1-002")).contains("expected White's move Ra1-a8 to be rejected, but fixture-misjudging"
                + " found Black's move ");
        assertThat(messages.get("xymyx-ra1-003")).contains("expected the turn to be rejected because Black's move Nf6-d5 is illegal under xymyx.C2,"
                + " but fixture-misjudging resolved it: the position ").contains(" w - - 0 1 frozen=g1,b8 with no events; the game goes on");
        assertThat(messages.get("xymyx-r2-001")).containsPattern("fixture-misjudging rejected the turn White [KQRBN][a-h][1-8][-x][a-h][1-8],"
                + " Black [KQRBN]?[a-h][1-8][-x][a-h][1-8] \\((either|White|Black) registering first\\): White's move [KQRBN][a-h][1-8]");
        assertThat(messages.get("xymyx-c2-001")).contains("White's legal moves differ\n  expected: [Ke1-d1, Ke1-f1, Ke1-f2]");
        assertThat(messages.get("xymyx-c4-002")).containsPattern("White should have 39 legal moves, but fixture-misjudging lists 38:"
                + " \\[Bc1xb2, Bc1xd2, ");
        assertThat(messages.get("xymyx-classic-game-002")).containsPattern("turn 1 of the game \\(line \\d+\\) was rejected by"
                + " fixture-misjudging: White's move Qd1xe2 is illegal \\(it looks wrong\\)");
    }
}
