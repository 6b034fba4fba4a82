package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.report.RunTallies;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The summary's first line says who was tested, in words: no empty brackets for a language not
 * given; a failure says the turn it played.
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
}
