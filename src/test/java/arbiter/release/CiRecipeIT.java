package arbiter.release;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.examples.RequiredTools;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/continuous-integration.md's workflow, followed as GitHub Actions would: its {@code run} steps as
 * written, one bash each, in a checkout holding the Python chess example and its kit, with the release
 * archive {@code ./mvnw package} built as {@code ARBITER_URL}; the steps that use an action (check out,
 * set up Java, upload) are what the runner does, and the test does their part by hand.
 */
class CiRecipeIT {

    private static final Path RECIPE = Path.of("docs/continuous-integration.md");
    private static final List<String> ACTIONS = List.of("actions/checkout@v4", "actions/setup-java@v4",
            "actions/upload-artifact@v4", "actions/upload-pages-artifact@v3", "actions/deploy-pages@v4");

    @Test
    void theWorkflowsStepsJudgeAnImplementationAndLeaveItsReportAndBadge(@TempDir Path checkout) throws Exception {
        RequiredTools.require("docs/continuous-integration.md, whose adapter is examples/python-chess", "python3");
        List<String> workflow = workflow();
        Map<String, String> env = env(workflow);
        assertThat(env).as("the values the recipe asks the implementer to set").containsOnlyKeys("ARBITER_URL", "ADAPTER", "RULESET");
        assertThat(uses(workflow)).as("the actions the runner provides").isEqualTo(ACTIONS);
        Packaged.copyTree(Path.of("examples/python-chess"), checkout.resolve("examples/python-chess"), "__pycache__");
        Packaged.copyTree(Path.of("kits/python"), checkout.resolve("kits/python"), "__pycache__");

        List<String> runs = runs(workflow);
        assertThat(runs).hasSize(3);
        for (String script : runs) {
            Packaged.Ran ran = Packaged.run(checkout, List.of("bash", "-e", "-c", script),
                    "ARBITER_URL", Packaged.archive(".tar.gz").toUri().toString(),
                    "ADAPTER", "python3 examples/python-chess/chess_adapter.py", "RULESET", "chess",
                    "JAVA_HOME", Packaged.JAVA_HOME.toString());
            assertThat(ran.status()).as("%s%n%s", script, ran.output()).isZero();
        }
        Path site = checkout.resolve("site");
        assertThat(site.resolve("report.html")).exists();
        assertThat(site.resolve("junit.xml")).exists();
        JsonNode badge = new ObjectMapper().readTree(site.resolve("badge-chess.json").toFile());
        assertThat(badge.path("label").asText()).isEqualTo("chess");
        assertThat(badge.path("color").asText()).as("nothing failed; the deep perft scenarios, skipped by default, keep it from green")
                .isEqualTo("yellow");
        assertThat(Files.readString(RECIPE)).contains("`" + badge.path("label").asText() + ": " + badge.path("message").asText() + "`");
    }

    /** The lines of the page's one YAML block. */
    private static List<String> workflow() throws IOException {
        String page = Files.readString(RECIPE);
        int start = page.indexOf("```yaml\n");
        assertThat(start).as("a ```yaml block in " + RECIPE).isPositive();
        return List.of(page.substring(start + 8, page.indexOf("```", start + 8)).split("\n"));
    }

    private static Map<String, String> env(List<String> workflow) {
        Map<String, String> env = new LinkedHashMap<>();
        int at = workflow.indexOf("env:");
        for (int i = at + 1; at >= 0 && i < workflow.size() && workflow.get(i).startsWith("  "); i++) {
            String[] pair = workflow.get(i).strip().split(": ", 2);
            env.put(pair[0], pair[1]);
        }
        return env;
    }

    private static List<String> uses(List<String> workflow) {
        return workflow.stream().map(String::strip).filter(l -> l.startsWith("- uses: ")).map(l -> l.substring(8)).toList();
    }

    /** Each {@code run:} step's script: the rest of its line, or the block under {@code run: |}. */
    private static List<String> runs(List<String> workflow) {
        List<String> scripts = new ArrayList<>();
        for (int i = 0; i < workflow.size(); i++) {
            String line = workflow.get(i);
            int indent = line.indexOf("run: ");
            if (indent < 0 || !line.strip().startsWith("run: ")) {
                continue;
            }
            String rest = line.substring(indent + 5);
            if (!rest.equals("|")) {
                scripts.add(rest);
                continue;
            }
            StringBuilder block = new StringBuilder();
            while (i + 1 < workflow.size() && workflow.get(i + 1).length() > indent && workflow.get(i + 1).charAt(indent) == ' ') {
                block.append(workflow.get(++i).strip()).append('\n');
            }
            scripts.add(block.toString());
        }
        return scripts;
    }
}
