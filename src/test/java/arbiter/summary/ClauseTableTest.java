package arbiter.summary;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.RunTallies;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The clause table: a filtered run shows only the clauses it touched, a whole run every clause; a
 * long title is cut after a whole word; colour changes no column.
 */
class ClauseTableTest {

    private static final ClauseCatalogue CATALOGUE = ClauseCatalogue.parse("""
            - `xymyx.R1` Both players register one move in secret; the moves are carried out together; who registered first is recorded.
            - `xymyx.R2` Collision.
            - `xymyx.R3` Absorption.
            """);

    private static RunTallies tallies(Verdict... verdicts) {
        List<ScenarioResult> results = new java.util.ArrayList<>();
        for (int i = 0; i < verdicts.length; i++) {
            results.add(new ScenarioResult("x-" + i, "s", "x.feature", i, List.of(i % 2 == 0 ? "@xymyx.R1" : "@xymyx.R2.equal"),
                    "xymyx", verdicts[i], "", new ScenarioDetail(null, null, null, null), 1));
        }
        return RunTallies.of(results, CATALOGUE);
    }

    @Test
    void aFilteredRunShowsOnlyTheClausesItTouchedAndAWholeRunShowsEvery() {
        RunTallies t = tallies(Verdict.PASSED, Verdict.FAILED);
        assertThat(ClauseTable.of(t, true, Palette.PLAIN)).contains("xymyx.R1", "xymyx.R2").doesNotContain("xymyx.R3");
        assertThat(ClauseTable.of(t, false, Palette.PLAIN)).containsPattern("xymyx\\.R3\\s+0\\s+0\\s+0\\s+0\\s+0  Absorption\\.");
    }

    @Test
    void aLongTitleIsCutAfterAWholeWordWithAnEllipsis() {
        String row = ClauseTable.of(tallies(Verdict.PASSED), true, Palette.PLAIN).lines()
                .filter(l -> l.startsWith("xymyx.R1")).findFirst().orElseThrow();
        String title = row.substring(row.indexOf("Both"));
        assertThat(title).endsWith("\u2026").hasSizeLessThanOrEqualTo(ClauseTable.TITLE_WIDTH);
        assertThat("Both players register one move in secret; the moves are carried out together; who registered first is recorded.")
                .startsWith(title.substring(0, title.length() - 1) + " ");
        assertThat(ClauseTable.shorten("short enough", 60)).isEqualTo("short enough");
        assertThat(ClauseTable.shorten("Unbreakable" + "x".repeat(80), 20)).hasSize(20).endsWith("\u2026");
    }

    @Test
    void colourLeavesTheColumnsWhereTheyAre() {
        RunTallies t = tallies(Verdict.PASSED, Verdict.FAILED, Verdict.ERRORED, Verdict.SKIPPED);
        String coloured = ClauseTable.of(t, true, Palette.ANSI);
        assertThat(coloured).contains("\u001b[32m", "\u001b[31m", "\u001b[33m");
        assertThat(coloured.replaceAll("\u001b\\[\\d+m", "")).isEqualTo(ClauseTable.of(t, true, Palette.PLAIN));
    }

    @Test
    void theTotalsSayOneScenarioAndColourOnlyWhatHappened() {
        assertThat(Totals.of(tallies(Verdict.FAILED).all(), Palette.PLAIN)).startsWith("1 scenario: 0 passed, 1 failed,");
        assertThat(Totals.of(tallies(Verdict.FAILED, Verdict.FAILED).all(), Palette.ANSI))
                .startsWith("2 scenarios: 0 passed, \u001b[31m2 failed\u001b[0m, 0 errored");
        assertThat(Plural.of(1, "ruling") + ", " + Plural.of(0, "contrast")).isEqualTo("1 ruling, 0 contrasts");
    }
}
