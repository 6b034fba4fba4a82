package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code arbiter list}: rulesets, clauses with titles, scenarios with names, filtered as conform filters. */
class ListCommandTest {

    @Test
    void theWholeListHasEveryRulesetItsClausesWithTitlesAndItsScenarios() {
        CommandRun run = new CommandRun();
        assertThat(run.run("list")).as(run.err.toString()).isZero();
        assertThat(run.out.toString())
                .containsPattern("(?m)^xymyx: 16 clauses, \\d+ scenarios$")
                .containsPattern("(?m)^    xymyx\\.R4 +\\d+  A Queen or Rook that gives check is frozen for the next turn\\.$")
                .containsPattern("(?m)^    xymyx-r2-001 +\\S.*$")
                .contains("zeitgeist:", "revochess:");
    }

    @Test
    void aClauseFilterKeepsItsScenariosAndTheClausesTheyTouch() throws Exception {
        CommandRun run = new CommandRun();
        assertThat(run.run("list", "--clause", "zeitgeist.7", "--json")).as(run.err.toString()).isZero();
        JsonNode rulesets = new ObjectMapper().readTree(run.out.toString()).path("rulesets");
        assertThat(rulesets).hasSize(1);
        assertThat(rulesets.get(0).path("id").asText()).isEqualTo("zeitgeist");
        List<String> clauses = new ArrayList<>();
        rulesets.get(0).path("clauses").forEach(c -> {
            clauses.add(c.path("id").asText());
            assertThat(c.path("scenarios").asInt()).isPositive();
        });
        assertThat(clauses).contains("zeitgeist.7");
        JsonNode scenarios = rulesets.get(0).path("scenarios");
        assertThat(scenarios).isNotEmpty();
        scenarios.forEach(s -> assertThat(s.path("clauses").toString()).contains("zeitgeist.7"));
        assertThat(scenarios.get(0).path("name").asText()).isNotBlank();
    }

    @Test
    void anIdListsThatScenarioAlone() {
        CommandRun run = new CommandRun();
        run.run("list", "--id", "xymyx-r2-001");
        assertThat(run.out.toString()).containsPattern("(?m)^xymyx: \\d+ clauses?, 1 scenario$").contains("xymyx-r2-001")
                .doesNotContain("xymyx-r2-002", "zeitgeist");
    }

    @Test
    void aFilterThatSelectsNothingIsOneLine() {
        CommandRun run = new CommandRun();
        assertThat(run.run("list", "--clause", "xymyx.R99")).isEqualTo(2);
        assertThat(run.err.toString()).startsWith("arbiter: --clause xymyx.R99 selects no scenario").hasLineCount(1);
    }
}
