package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Games;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.io.TempDir;

/** The main job from the outside: what {@code arbiter conform} prints, writes and exits with. */
class ConformCommandTest {

    @TempDir
    Path reports;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void aPassingSelectionExitsZeroWithATablePerClauseAndAReport() throws IOException {
        int status = run("conform", "--tags", "@xymyx.R2", "--reports", reports.toString());
        assertThat(status).as(out + "\n" + err).isZero();
        assertThat(out.toString())
                .contains("Arbiter conformance: arbiter-reference")
                .containsPattern("xymyx\\.R2\\s+[1-9]\\d*\\s+0\\s+0\\s+0\\s+0")
                .containsPattern("\\d+ scenarios: \\d+ passed, 0 failed, 0 errored, 0 skipped, 0 not applicable")
                .contains("report: " + reports);
        List<Path> runs;
        try (Stream<Path> dirs = Files.list(reports)) {
            runs = dirs.toList();
        }
        assertThat(runs).hasSize(1);
        for (String file : List.of("summary.txt", "report.json", "report.html", "junit.xml", "results.jsonl", "badge-xymyx.json",
                "allure-results")) {
            assertThat(runs.get(0).resolve(file)).as(file).exists();
        }
        assertThat(Files.readString(runs.get(0).resolve("report.json"))).contains("\"verdict\" : \"passed\"", "\"@xymyx.R2\"");
    }

    @Test
    void brokenScenariosMakeTheRunFailAndAreListedWithTheirPlace() {
        int status = run("conform", "--features", "src/test/resources/broken-features", "--reports", reports.toString());
        assertThat(status).isEqualTo(1);
        assertThat(out.toString())
                .contains("ERRORED xymyx-r2-002  A diagram with a stray letter")
                .contains("broken.feature:21: diagram line 5: 'x' on e5 is not a piece")
                .contains("12 scenarios: 1 passed, 0 failed, 11 errored, 0 skipped, 0 not applicable");
    }

    @Test
    void anUnknownImplementationIsACleanError() {
        int status = run("conform", "--implementation", "nobody", "--reports", reports.toString());
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).startsWith("arbiter: no implementation named \"nobody\" on the class path; found: ")
                .contains("arbiter-reference").doesNotContain("Exception");
    }

    @Test
    void aMissingFeatureDirectoryIsACleanError() {
        int status = run("conform", "--features", "no/such/dir", "--reports", reports.toString());
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("arbiter: no feature directory at no/such/dir\n");
    }

    @Test
    void runsAProgramThroughTheProtocolWithFiltersAndPlainProgressLines() {
        String serve = "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        int status = run("conform", "--timeout", "60", "--start-timeout", "120",
                "--adapter", serve, "--validate", "--id", "xymyx-r2-001", "--id", "xymyx-classic-game-004",
                "--reports", reports.toString());
        assertThat(status).as(out + "\n" + err).isZero();
        assertThat(out.toString())
                .containsPattern("features/xymyx/r2-collision.feature: 1 passed \\([12]/2 +\\d+%\\)\n")
                .containsPattern("features/xymyx-classic/game-sample-game.feature: 1 passed \\([12]/2 +\\d+%\\)\n")
                .contains("through the adapter protocol: " + serve)
                .contains("2 scenarios: 2 passed, 0 failed, 0 errored, 0 skipped, 0 not applicable");
    }

    @Test
    void aClauseFilterTakesItsSubClausesToo() {
        run("conform", "--clause", "xymyx.R2", "--reports", reports.toString());
        assertThat(out.toString()).containsPattern("xymyx\\.R2\\s+3[0-9]\\s").containsPattern("\\n3[0-9] scenarios: 3[0-9] passed");
    }

    @Test
    void anAdapterThatNeverStartsErrorsEveryScenarioWithTheReason() {
        int status = run("conform", "--adapter", "sleep 30", "--start-timeout", "0.5", "--id", "xymyx-r2-001",
                "--id", "xymyx-r2-002", "--reports", reports.toString());
        assertThat(status).isEqualTo(1);
        assertThat(out.toString())
                .contains("adapter sleep 30: it did not answer hello within 500 ms; it was stopped and will be restarted")
                .contains("2 scenarios: 0 passed, 0 failed, 2 errored, 0 skipped, 0 not applicable");
    }

    static Stream<Arguments> filtersThatSelectNothing() {
        return Stream.of(
                Arguments.of(List.of("--clause", "xymyx.r2"), "--clause xymyx.r2 selects no scenario; did you mean xymyx.R2?"),
                Arguments.of(List.of("--clause", "xymyx.R9"), "--clause xymyx.R9 selects no scenario"),
                Arguments.of(List.of("--id", "nope-001"), "--id nope-001 selects no scenario"),
                Arguments.of(List.of("--id", "xymyx-r2-001", "--id", "XYMYX-R2-002"),
                        "--id XYMYX-R2-002 selects no scenario; did you mean xymyx-r2-002?"),
                Arguments.of(List.of("--ruleset", "nope"),
                        "--ruleset nope selects no scenario: there are no features for it under features; the rulesets are "
                                + String.join(", ", Games.ids())),
                Arguments.of(List.of("--ruleset", "xymix"),
                        "--ruleset xymix selects no scenario: there are no features for it under features; did you mean xymyx?"),
                Arguments.of(List.of("--tags", "@a and"), "--tags '@a and' could not be parsed: syntax error: Expected operand."),
                Arguments.of(List.of("--tags", "@nothing"), "--tags '@nothing' selects no scenario"),
                Arguments.of(List.of("--ruleset", "xymyx-classic", "--id", "xymyx-r2-001"),
                        "--id xymyx-r2-001 selects no scenario of the ruleset xymyx-classic"),
                Arguments.of(List.of("--clause", "xymyx.R2", "--id", "xymyx-r3-001"),
                        "the filters together select no scenario: (@id:xymyx-r3-001) and (@xymyx.R2 or @xymyx.R2.equal)"));
    }

    @ParameterizedTest
    @MethodSource("filtersThatSelectNothing")
    void aFilterThatSelectsNothingIsAOneLineErrorAndWritesNoReport(List<String> filter, String message) throws IOException {
        List<String> args = new ArrayList<>(List.of("conform", "--reports", reports.toString()));
        args.addAll(filter);
        int status = run(args.toArray(String[]::new));
        assertThat(status).as(out + "\n" + err).isEqualTo(2);
        assertThat(err.toString()).isEqualTo("arbiter: " + message + "\n");
        assertThat(out.toString()).isEmpty();
        try (Stream<Path> written = Files.list(reports)) {
            assertThat(written).as("report folders").isEmpty();
        }
    }

    @Test
    void aRunInWhichEveryScenarioIsNotApplicableIsNotAPassButItsReportIsWritten() throws IOException {
        Path typo = reports.resolve("typo/xymyx");
        Files.createDirectories(typo);
        Files.writeString(typo.resolve("r2-collision.feature"), Files.readString(Path.of("features/xymyx/r2-collision.feature"))
                .replace("the ruleset \"xymyx\"", "the ruleset \"xymix\""));
        Path runs = reports.resolve("runs");
        int status = run("conform", "--features", typo.getParent().toString(), "--no-allure-html", "--reports", runs.toString());
        assertThat(status).as(out + "\n" + err).isEqualTo(3);
        assertThat(out.toString()).containsPattern("\n(\\d+) scenarios: 0 passed, 0 failed, 0 errored, 0 skipped, \\1 not applicable");
        assertThat(err.toString()).matches("arbiter: nothing was tested: of \\d+ scenarios, 0 skipped and \\d+ not applicable"
                + " \\(arbiter-reference declares " + Pattern.quote(String.join(", ", Games.ids())) + "; the scenarios are of xymix\\);"
                + " --allow-empty accepts such a run\n");
        try (Stream<Path> written = Files.list(runs)) {
            assertThat(written).singleElement().satisfies(dir -> assertThat(dir.resolve("report.json")).exists());
        }
        assertThat(run("conform", "--features", typo.getParent().toString(), "--no-allure-html", "--allow-empty",
                "--reports", runs.toString())).isZero();
    }

    @Test
    void anImplementationThatDeclaresNoRulesetOfTheSuiteTestsNothing() {
        int status = run("conform", "--implementation", "fixture-other-game", "--id", "xymyx-r2-001", "--id", "xymyx-classic-r2-001",
                "--no-allure-html", "--reports", reports.toString());
        assertThat(status).isEqualTo(3);
        assertThat(err.toString()).isEqualTo("arbiter: nothing was tested: of 2 scenarios, 0 skipped and 2 not applicable"
                + " (fixture-other-game declares kriegspiel; the scenarios are of xymyx, xymyx-classic); --allow-empty accepts such a run\n");
    }

    @Test
    void aRunInWhichEveryApplicableScenarioWasSkippedTestsNothing() {
        int status = run("conform", "--implementation", "fixture-no-castling", "--id", "xymyx-c4-001", "--no-allure-html",
                "--reports", reports.toString());
        assertThat(status).as(out + "\n" + err).isEqualTo(3);
        assertThat(out.toString()).contains("1 scenario: 0 passed, 0 failed, 0 errored, 1 skipped, 0 not applicable");
        assertThat(err.toString()).isEqualTo("arbiter: nothing was tested: of 1 scenario, 1 skipped and 0 not applicable;"
                + " --allow-empty accepts such a run\n");
    }

    @Test
    void theExitStatusesAndAllowEmptyAreInTheHelp() {
        assertThat(run("conform", "--help")).isZero();
        assertThat(out.toString()).contains("--allow-empty").contains("Exit status:")
                .containsPattern("3\\s+nothing was tested");
    }

    @Test
    void anUnknownOptionIsExplained() {
        int status = run("conform", "--colour", "blue");
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).contains("Unknown options: '--colour', 'blue'");
    }
}
