package arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cli.ArbiterCommand;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Node.js adapters of {@code examples/chessjs/} and {@code examples/chessops/} judge two
 * published chess libraries against the ruleset {@code chess}: each runs the whole ruleset with
 * its known failures ({@code known-failures.txt}) and {@code --strict-expectations}, so the run
 * passes only while exactly the listed scenarios fail, and the tallies are those that
 * {@code examples/README.md} prints. {@code examples/chessops-complete/} adds to chessops what it
 * leaves to its users, and passes every scenario: its run has no known failures and fails on any.
 * Their packages are installed with {@code npm ci} from the committed lock files when
 * {@code node_modules} does not hold the pinned version. All three speak the protocol through the
 * kit of {@code kits/js}, whose own tests ({@code node --test kits/js}) run here too.
 *
 * <p>Without node and npm the tests are skipped, except under {@code CI=true}, where CI's machine
 * is meant to have them and their absence is a failure.
 */
class NodeAdaptersTest {

    /** The scenarios of the ruleset chess in a run through an adapter. */
    static final int SCENARIOS = 97;

    /**
     * One adapter: its folder, the name it gives in its hello, the library and its pinned version,
     * and the tallies of its run. An adapter with no failures has no known-failures.txt.
     */
    record Adapter(String folder, String name, String library, String version, int passed, int failed, int skipped) {

        Path dir() {
            return Path.of("examples", folder);
        }

        String command() {
            return "node examples/" + folder + "/adapter.js";
        }

        Path expectations() {
            return dir().resolve("known-failures.txt");
        }

        /** The options of the run after the adapter and the ruleset: the known failures, strictly, when there are any. */
        List<String> expecting() {
            return failed == 0 ? List.of() : List.of("--expectations", expectations().toString(), "--strict-expectations");
        }

        /** The command the README gives, which this test runs (with its reports in a folder of its own). */
        String conform() {
            return String.join(" ", Stream.concat(Stream.of("./arbiter conform --adapter \"" + command() + "\" --ruleset chess"),
                    expecting().stream()).toList());
        }

        /** The row of the README's table of tallies. */
        String row() {
            return "| " + name + " " + version + " | " + passed + " | " + failed + " | " + skipped + " | " + SCENARIOS + " |";
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Adapter> adapters() {
        return Stream.of(new Adapter("chessjs", "chess.js", "chess.js", "1.4.0", 81, 12, 4),
                new Adapter("chessops", "chessops", "chessops", "0.15.1", 88, 5, 4),
                new Adapter("chessops-complete", "chessops-complete", "chessops", "0.15.1", 93, 0, 4));
    }

    @BeforeAll
    static void nodeAndNpmAreThere() {
        RequiredTools.require("the Node.js example adapters of examples/ and kits/js", "node", "npm");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("adapters")
    void onlyTheKnownFailuresFailAndTheTalliesAreTheReadmes(Adapter adapter, @TempDir Path reports) throws Exception {
        install(adapter);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> args = new ArrayList<>(List.of("conform", "--adapter", adapter.command(), "--ruleset", "chess"));
        args.addAll(adapter.expecting());
        args.addAll(List.of("--reports", reports.toString(), "--no-rulebook", "--color=never"));
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
        assertThat(status).as("the exit status of %s%n%s%n%s", adapter.conform(), out, err).isZero();

        JsonNode report = report(reports);
        JsonNode summary = report.path("summary");
        assertThat(report.path("implementation").path("name").asText()).isEqualTo(adapter.name());
        assertThat(report.path("implementation").path("version").asText()).isEqualTo(adapter.version());
        assertThat(List.of(summary.path("total").asInt(), summary.path("passed").asInt(), summary.path("failed").asInt(),
                summary.path("errored").asInt(), summary.path("skipped").asInt(), summary.path("notApplicable").asInt()))
                .as("total, passed, failed, errored, skipped, not applicable of %s%n%s", adapter, out)
                .containsExactly(SCENARIOS, adapter.passed(), adapter.failed(), 0, adapter.skipped(), 0);
        Set<String> failed = new TreeSet<>();
        for (JsonNode scenario : report.path("scenarios")) {
            if ("failed".equals(scenario.path("verdict").asText())) {
                failed.add(scenario.path("id").asText());
            }
        }
        assertThat(failed).as("the scenarios that fail are those known-failures.txt lists").isEqualTo(listed(adapter));
    }

    @Test
    void theReadmeGivesEachAdaptersTalliesTheCommandsAndEveryKnownFailure() throws IOException {
        String readme = Files.readString(Path.of("examples/README.md"));
        adapters().forEach(adapter -> {
            assertThat(readme).contains(adapter.row(), adapter.conform());
            assertThat(listed(adapter)).hasSize(adapter.failed()).allSatisfy(id -> assertThat(readme).contains("`" + id + "`"));
        });
    }

    @Test
    void eachPackagePinsItsLibraryExactlyDependsOnTheKitAndCommitsItsLockFile() {
        adapters().forEach(adapter -> {
            String dependency = "\"" + adapter.library() + "\": \"" + adapter.version() + "\"";
            assertThat(adapter.dir().resolve("package.json")).content()
                    .contains(dependency, "\"arbiter-adapter\": \"file:../../kits/js\"");
            assertThat(adapter.dir().resolve("package-lock.json")).content()
                    .contains("\"node_modules/" + adapter.library() + "\": {\n      \"version\": \"" + adapter.version() + "\"")
                    .contains("\"node_modules/arbiter-adapter\": {\n      \"resolved\": \"../../kits/js\",\n      \"link\": true");
        });
    }

    @Test
    void theKitsOwnTestsPass() throws Exception {
        Path log = Files.createTempFile("node-test-kit", ".log");
        // node --test in the kit's folder finds its tests (test/*.test.js) under Node.js 20 and later alike.
        Process node = new ProcessBuilder("node", "--test").directory(Path.of("kits", "js").toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        boolean done = node.waitFor(5, TimeUnit.MINUTES);
        if (!done) {
            node.destroyForcibly();
        }
        String output = Files.readString(log);
        assertThat(done && node.exitValue() == 0).as("node --test kits/js%n%s", output).isTrue();
        assertThat(output).as("node --test kits/js ran tests and none failed").containsPattern("# pass [1-9]").contains("# fail 0");
    }

    /** The scenario ids of an adapter's known failures (none when it has no failures, and no file). */
    private static Set<String> listed(Adapter adapter) {
        if (adapter.failed() == 0) {
            return Set.of();
        }
        try {
            Set<String> ids = new TreeSet<>();
            for (String line : Files.readAllLines(adapter.expectations())) {
                if (!line.isBlank() && !line.strip().startsWith("#")) {
                    ids.add(line.strip().split("\\s+")[0]);
                }
            }
            return ids;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * {@code npm ci} in the adapter's folder unless its node_modules already holds the pinned library
     * and the kit ({@code arbiter-adapter}, linked from {@code kits/js}).
     */
    private static void install(Adapter adapter) throws Exception {
        Path modules = adapter.dir().resolve("node_modules");
        Path installed = modules.resolve(adapter.library()).resolve("package.json");
        if (Files.exists(installed) && Files.exists(modules.resolve("arbiter-adapter").resolve("index.js"))
                && adapter.version().equals(new ObjectMapper().readTree(installed.toFile()).path("version").asText())) {
            return;
        }
        Path log = Files.createTempFile("npm-ci-" + adapter.folder(), ".log");
        Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund").directory(adapter.dir().toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean done = npm.waitFor(5, TimeUnit.MINUTES);
        if (!done) {
            npm.destroyForcibly();
        }
        assertThat(done && npm.exitValue() == 0).as("npm ci in %s%n%s", adapter.dir(), Files.readString(log)).isTrue();
    }

    /** The report.json of the one run under {@code reports} (also {@link PythonKitTest}'s). */
    static JsonNode report(Path reports) throws IOException {
        try (Stream<Path> runs = Files.list(reports)) {
            List<Path> found = runs.map(run -> run.resolve("report.json")).filter(Files::exists).toList();
            assertThat(found).as("the run's report.json under %s", reports).hasSize(1);
            return new ObjectMapper().readTree(found.get(0).toFile());
        }
    }

}
