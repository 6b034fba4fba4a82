package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The command line as a new user meets it: examples in every help, {@code arbiter help COMMAND},
 * the adapter's options together, a short message for a wrong option, a warning for an option
 * that has no effect, and {@code --validate} recorded in the report.
 */
class CommandLineTest {

    @TempDir
    Path reports;

    @ParameterizedTest
    @ValueSource(strings = {"conform", "resolve", "list", "rulebook", "diff", "bench", "fuzz", "serve"})
    void everyHelpEndsWithExamplesOfItsCommand(String command) {
        CommandRun run = new CommandRun();
        assertThat(run.run(command, "--help")).isZero();
        String help = run.out.toString();
        assertThat(help).contains("Examples:");
        assertThat(help.substring(help.indexOf("Examples:"))).contains("arbiter " + (command.equals("serve") ? "serve" : command + " "));
    }

    @Test
    void helpCommandPrintsTheHelpOfTheCommandNamed() {
        CommandRun help = new CommandRun();
        CommandRun option = new CommandRun();
        assertThat(help.run("help", "conform")).isZero();
        option.run("conform", "--help");
        assertThat(help.out.toString()).isEqualTo(option.out.toString()).startsWith("Usage: arbiter conform");
    }

    @Test
    void theAdapterOptionsAreListedTogetherUnderTheirHeading() {
        for (String command : List.of("conform", "resolve")) {
            CommandRun run = new CommandRun();
            run.run(command, "--help");
            String group = run.out.toString().substring(run.out.toString().indexOf("Implementation under test:"));
            assertThat(group.split("\n\n")[0]).contains("--adapter", "--implementation", "--timeout", "--start-timeout", "--validate");
        }
    }

    @Test
    void aWrongOrMissingOptionIsAShortMessageNotTheUsage() {
        CommandRun unknown = new CommandRun();
        assertThat(unknown.run("conform", "--tagz", "@x")).isEqualTo(2);
        assertThat(unknown.err.toString()).startsWith("arbiter: Unknown option").contains("--tags")
                .endsWith("see 'arbiter conform --help'" + System.lineSeparator());
        assertThat(unknown.err.toString().lines().count()).isLessThanOrEqualTo(3);
        CommandRun missing = new CommandRun();
        assertThat(missing.run("resolve")).isEqualTo(2);
        assertThat(missing.err.toString().lines().toList()).containsExactly("arbiter: Missing required option: '--ruleset=ID'",
                "see 'arbiter resolve --help'");
    }

    @Test
    void theDefaultsOfTheAdapterOptionsHoldWhenNoneIsGiven() {
        CommandRun run = new CommandRun();
        assertThat(run.run("resolve", "--ruleset", "xymyx", "--start", "--white", "e2-e4", "--black", "e7-e5")).as(run.err.toString()).isZero();
        assertThat(run.out.toString()).isNotEmpty();
    }

    @Test
    void implementationBesideAdapterWarnsAndValidateIsRecorded() throws IOException {
        CommandRun run = new CommandRun();
        run.run("conform", "--adapter", "no-such-adapter-program", "--implementation", "arbiter-reference", "--validate",
                "--id", "xymyx-r2-001", "--no-allure-html", "--reports", reports.toString());
        assertThat(run.err.toString()).contains("arbiter: warning: --implementation arbiter-reference is ignored:"
                + " --adapter chooses the implementation under test");
        assertThat(run.out.toString()).contains("through the adapter protocol: no-such-adapter-program, every message checked against"
                + " the protocol's JSON Schemas");
        try (Stream<Path> runs = Files.list(reports)) {
            Path dir = runs.findFirst().orElseThrow();
            assertThat(Files.readString(dir.resolve("report.json"))).contains("\"validated\" : true");
            assertThat(Files.readString(dir.resolve("report.html"))).contains("every message checked against the protocol");
        }
        CommandRun alone = new CommandRun();
        alone.run("conform", "--id", "xymyx-r2-001", "--no-allure-html", "--reports", reports.resolve("again").toString());
        assertThat(alone.err.toString()).doesNotContain("warning");
    }

    @Test
    void resolveAsksTheImplementationAndShowsEachAdapterBesideItSoNothingIsIgnored() {
        CommandRun run = new CommandRun();
        run.run("resolve", "--ruleset", "xymyx", "--start", "--white", "e2-e4", "--black", "e7-e5",
                "--implementation", "arbiter-reference", "--adapter", "no-such-adapter-program");
        assertThat(run.err.toString()).doesNotContain("is ignored");
        assertThat(run.out.toString()).contains("no-such-adapter-program");
    }
}
