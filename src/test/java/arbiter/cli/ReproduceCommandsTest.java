package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.Reproduction;
import arbiter.suite.ClauseCatalogue;
import arbiter.report.RunInfo;
import arbiter.report.RunRecorder;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.fixtures.WrongFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands a report gives to run a failure again do run it: each {@code resolve} line of a
 * failing run, read back by bash and run, answers exactly what the implementation answered in the
 * run; the {@code conform} line runs the scenario and fails it again; a hostile adapter command
 * survives the quoting.
 */
class ReproduceCommandsTest {

    private static final String FIXTURE = "fixture-reversed-registration";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** The words bash makes of a command line, its first ({@code ./arbiter}) dropped. */
    private static List<String> args(String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", "printf '%s\\0' " + command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        List<String> words = new ArrayList<>(List.of(out.split("\0", -1)));
        words.remove(words.size() - 1);
        assertThat(words.get(0)).isEqualTo("./arbiter");
        return words.subList(1, words.size());
    }

    private JsonNode failingReport(String tags) throws IOException {
        List<ScenarioResult> results = SuiteRun.run("features", tags, Target.find(FIXTURE));
        RunInfo info = new RunInfo("test", "0123456789abcdef0123456789abcdef01234567", 2, Target.find(FIXTURE).describe(), null,
                List.of(), tags, true);
        RunRecorder recorder = new RunRecorder(dir.resolve("run"), info, ClauseCatalogue.forFeatures("features"), Clock.systemUTC());
        results.forEach(recorder);
        recorder.finish(true, "summary\n");
        return JSON.readTree(dir.resolve("run/report.json").toFile());
    }

    @Test
    void everyResolveLineAnswersWhatTheImplementationAnsweredInTheRun() throws Exception {
        JsonNode report = failingReport("@xymyx.R1 or @xymyx.R2 or @xymyx.RA1 or @xymyx.RA2 or @xymyx.RA3 or @xymyx.C6");
        int checked = 0;
        for (JsonNode s : report.path("scenarios")) {
            if (!s.path("verdict").asText().equals("failed")) {
                continue;
            }
            String command = Reproduction.resolve(s.path("ruleset").asText(), s.get("turn"), null, FIXTURE);
            assertThat(command).as(s.path("id").asText()).isNotNull().contains("--implementation " + FIXTURE);
            List<String> args = new ArrayList<>(args(command));
            args.add("--json");
            CommandRun run = new CommandRun();
            int status = run.run(args.toArray(String[]::new));
            assertThat(status).as(command + "\n" + run.err).isZero();
            JsonNode answer = JSON.readTree(run.out.toString());
            JsonNode settled = answer.path("answers").elements().next().path("reference");
            assertThat(answer.path("answers").size()).as("--first names one order").isOne();
            assertThat(settled.path("position").asText()).as(command).isEqualTo(s.path("actual").path("position").asText());
            checked++;
        }
        assertThat(checked).isGreaterThanOrEqualTo(15);
    }

    @Test
    void theConformLineRunsTheScenarioAndItFailsAgain() throws Exception {
        String command = Reproduction.conform("xymyx-r1-006", null, FIXTURE);
        assertThat(command).isEqualTo("./arbiter conform --id xymyx-r1-006 --implementation " + FIXTURE);
        List<String> args = new ArrayList<>(args(command));
        args.addAll(List.of("--reports", dir.toString(), "--no-allure-html", "--no-rulebook"));
        CommandRun run = new CommandRun();
        assertThat(run.run(args.toArray(String[]::new))).isEqualTo(1);
        assertThat(run.out.toString()).contains("FAILED xymyx-r1-006", "1 scenario: 0 passed, 1 failed");
    }

    @Test
    void aHostileAdapterCommandComesBackWordForWord() throws Exception {
        String adapter = "python3 \"my adapter.py\" --name 'it''s' $HOME `id` $(echo injected)\nsecond line\u001b[2J";
        assertThat(args(Reproduction.conform("xymyx-r1-006/xymyx", adapter, "ignored")))
                .containsExactly("conform", "--id", "xymyx-r1-006", "--adapter", adapter);
        assertThat(Reproduction.conform("features/x.feature:12", adapter, null)).as("no id of its own").isNull();
        assertThat(Reproduction.conform("xymyx-r1-006", null, Target.REFERENCE)).isEqualTo("./arbiter conform --id xymyx-r1-006");
    }

    /**
     * A run with the options that change what a scenario does (--features, --check-citations), where its report goes and how
     * its adapter is run (--validate, --timeout) prints commands that give them all, word for word, and each runs: the
     * {@code again:} line and the report's conform line fail the scenario again, its resolve line settles the turn.
     */
    @Test
    void everyCommandOfARunKeepsItsOptionsAndRuns() throws Exception {
        Path features = WrongFeature.write(dir);
        Path reports = dir.resolve("reports");
        String serve = "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        CommandRun first = new CommandRun();
        assertThat(first.run("conform", "--features", features.toString(), "--adapter", serve, "--validate", "--timeout", "60",
                "--check-citations", "--no-rulebook", "--reports", reports.toString())).as(first.err.toString()).isOne();
        String again = first.out.toString().lines().filter(l -> l.startsWith("    again: ")).findFirst().orElseThrow().substring(11);
        assertThat(BashWords.of(again)).containsExactly("./arbiter", "conform", "--id", WrongFeature.ID, "--features", features.toString(),
                "--check-citations", "--reports", reports.toString(), "--adapter", serve, "--validate", "--timeout", "60");

        String html;
        try (var runs = Files.list(reports)) {
            html = Files.readString(runs.findFirst().orElseThrow().resolve("report.html"));
        }
        List<String> commands = PrintedCommands.inReport(html);
        assertThat(commands).hasSize(2);
        assertThat(commands.get(0)).isEqualTo(again);
        for (String command : List.of(again, commands.get(0))) {
            CommandRun rerun = new CommandRun();
            assertThat(rerun.run(BashWords.arbiterArgs(command))).as(command + "\n" + rerun.err).isOne();
            assertThat(rerun.out.toString()).contains("FAILED " + WrongFeature.ID, "1 scenario: 0 passed, 1 failed");
        }
        assertThat(BashWords.of(commands.get(1))).endsWith("--adapter", serve, "--validate", "--timeout", "60")
                .doesNotContain("--features", "--check-citations");
        CommandRun resolve = new CommandRun();
        assertThat(resolve.run(BashWords.arbiterArgs(commands.get(1)))).as(commands.get(1) + "\n" + resolve.err).isZero();
        assertThat(resolve.out.toString()).contains("collision");
    }
}
