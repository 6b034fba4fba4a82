package arbiter.summary;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.Square;
import arbiter.report.RunTallies;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The summary's first line says who was tested, in words: no empty brackets for a language not
 * given; a failure says the turn it played; failures alike are grouped under one cause.
 */
class SummaryTest {

    private static String firstLine(String language) {
        Description d = new Description("terse", "1.2", language, "", List.of("xymyx"));
        return Summary.text(d, null, List.of(), new RunTallies(ClauseCatalogue.parse(""))).lines().findFirst().orElseThrow();
    }

    @Test
    void theLanguageIsShownWhenGivenAndLeftOutWhenNot() {
        assertThat(firstLine("Rust")).isEqualTo("Arbiter conformance: terse 1.2 (Rust)");
        assertThat(firstLine("")).isEqualTo("Arbiter conformance: terse 1.2");
    }

    @Test
    void aFailureSaysTheTurnItPlayedBesideItsMessage() {
        Description d = new Description("terse", "1.2", "Rust", "", List.of("xymyx"));
        ScenarioDetail.Turn turn = new ScenarioDetail.Turn("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", List.of("e2e4", "e4e5"), List.of(), "none", "{}");
        ScenarioResult failed = new ScenarioResult("x-1", "two moves", "x.feature", 3, List.of(), "xymyx", Verdict.FAILED,
                "the board after the turn differs", new ScenarioDetail(turn, null, null, null), 1);
        String text = Summary.text(d, null, List.of(failed), RunTallies.of(List.of(failed), ClauseCatalogue.parse("")));
        assertThat(text).contains("FAILED x-1  two moves  (x.feature:3)\n    the board after the turn differs\n"
                + "    turn: White: 1. e2e4, 2. e4e5 \u00b7 Black does not move\n").contains("1 scenario: 0 passed, 1 failed");
    }

    private static final String EMPTY = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

    private static ScenarioResult strayKnight(String id, String square) {
        ScenarioDetail.Turn turn = new ScenarioDetail.Turn(EMPTY, List.of("e1e2"), List.of(), "none", "{}");
        String actual = Fen.format(Fen.parse(EMPTY).toBuilder().put(Square.parse(square), Piece.ofFen('N')).build());
        ScenarioDetail detail = new ScenarioDetail(turn, new ScenarioDetail.Answer(EMPTY, true, null, null, null),
                new ScenarioDetail.Answer(actual, false, List.of(), null, null), null);
        return new ScenarioResult(id, "a stray Knight on " + square, "x.feature", 10, List.of(), "xymyx", Verdict.FAILED,
                "the board after the turn differs\nmore lines", detail, 1);
    }

    @Test
    void failuresAlikeAreOneCauseWithAFewShownAndTheRestCountedAndSkipReasonsAreOneLine() {
        Description d = new Description("terse", "1.2", "Rust", "", List.of("xymyx"));
        List<ScenarioResult> results = new ArrayList<>();
        String[] squares = {"a3", "b4", "c5", "d6", "f3", "g4", "h5"};
        for (int i = 0; i < squares.length; i++) {
            results.add(strayKnight("x-" + (i + 1), squares[i]));
        }
        for (int i = 0; i < 12; i++) {
            results.add(new ScenarioResult("s-" + i, "castles", "s.feature", 3 + i, List.of(), "xymyx", Verdict.SKIPPED,
                    "declared unsupported by terse: castling", ScenarioDetail.NONE, 1));
        }
        String text = Summary.text(d, "./my adapter 'v2'", results, RunTallies.of(results, ClauseCatalogue.parse("")));
        assertThat(text).contains("7 failures in 1 cause (every one in full in the run's report):\n\n"
                        + "== 7 failed: the board after the turn: a piece where the square should be empty\n"
                        + "FAILED x-1  a stray Knight on a3  (x.feature:10)\n    the board after the turn differs\n    more lines\n")
                .contains("FAILED x-2  a stray Knight on b4  (x.feature:10)\n    b4: expected empty, got White Knight\n")
                .contains("    again: ./arbiter conform --id x-2 --adapter './my adapter '\\''v2'\\'''\n")
                .contains("and 4 more: x-4, x-5, x-6, x-7\n")
                .doesNotContain("FAILED x-4")
                .contains("12 skipped in 1 cause")
                .contains("== 12 skipped: declared unsupported by terse: castling\ns-0, s-1, s-2, s-3, s-4, s-5, s-6, s-7 (and 4 others)\n");
    }
}
