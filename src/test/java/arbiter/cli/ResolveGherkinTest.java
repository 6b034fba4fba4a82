package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter resolve --gherkin}: a settled turn becomes a scenario that parses and passes as printed. */
class ResolveGherkinTest {

    private static final String ROOKS = "3k4/8/8/8/7r/8/8/R3K3 w - - 0 1";
    private static final Pattern ID = Pattern.compile("@id:([a-z0-9-]+)");

    @TempDir
    Path dir;

    /** What {@code resolve --gherkin} prints for these options, after checking it exits as the reference answers. */
    private static String scenario(String... options) {
        CommandRun cli = new CommandRun();
        int status = cli.run(Stream.concat(Stream.of("resolve", "--gherkin"), Stream.of(options)).toArray(String[]::new));
        assertThat(status).as(cli.err.toString()).isIn(0, 1);
        return cli.out.toString();
    }

    private void paste(String ruleset, String printed) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("features").resolve(ruleset));
        Files.writeString(folder.resolve("pasted.feature"), "Feature: Pasted from resolve --gherkin\n\n  Background:\n"
                + "    Given the ruleset \"" + ruleset + "\"\n" + printed);
    }

    @Test
    void theScenariosOfFourRulesetsPassAsPrinted() throws Exception {
        String xymyx = scenario("--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4");
        assertThat(xymyx).contains("When White plays Ra1-a4 first, then Black plays Rh4-a4",
                "When Black plays Rh4-a4 first, then White plays Ra1-a4", "| collision | Black | Rook  | a4     |",
                "And the game goes on").containsPattern("@id:xymyx-[a-z0-9]+-\\d{3} @xymyx.R1 @xymyx.R2\n");
        paste("xymyx", xymyx);
        String zeitgeist = scenario("--ruleset", "zeitgeist", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4");
        assertThat(zeitgeist).contains("When White plays Ra1-a4 and Black plays Rh4-a4\n", "| bounced |");
        paste("zeitgeist", zeitgeist);
        String revochess = scenario("--ruleset", "revochess", "--fen", "4k3/8/8/8/7r/8/8/R3K3 w - - 0 1", "--white", "Ra1-a4,Ra4xh4");
        assertThat(revochess).contains("When White plays Ra1-a4, then Ra4xh4", "to move: Black", "| captured | Black | Rook  | h4     |");
        paste("revochess", revochess);
        String rejected = scenario("--ruleset", "xymyx-classic", "--start", "--white", "Qd1-h5", "--black", "e7-e5");
        assertThat(rejected).contains("Given the board\n", "Then the turn is rejected because White's move Qd1-h5 is illegal under xymyx-classic.R1.blocked\n");
        paste("xymyx-classic", rejected);
        Files.copy(Path.of("features/clauses.md"), dir.resolve("features/clauses.md"));

        CommandRun conform = new CommandRun();
        int status = conform.run("conform", "--features", dir.resolve("features").toString(), "--reports", dir.resolve("reports").toString(),
                "--no-rulebook", "--no-allure-html");
        assertThat(status).as(conform.out + "\n" + conform.err).isZero();
        assertThat(conform.out.toString()).containsPattern("\\b5 scenarios?: 5 passed, 0 failed, 0 errored");
    }

    @Test
    void theIdIsTheNextFreeOneBesideTheClosestScenarioAndTheFileIsNamed() throws Exception {
        String printed = scenario("--ruleset", "xymyx", "--fen", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "--white", "Ra1-a4",
                "--black", "Nb6-a4");
        assertThat(printed).startsWith("# for features/xymyx/").contains("(its Background gives the ruleset)");
        Set<String> taken = new HashSet<>();
        try (Stream<Path> files = Files.walk(Path.of("features"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".feature")).toList()) {
                Matcher m = ID.matcher(Files.readString(f));
                while (m.find()) {
                    taken.add(m.group(1));
                }
            }
        }
        Matcher printedId = ID.matcher(printed);
        assertThat(printedId.find()).isTrue();
        String id = printedId.group(1);
        assertThat(taken).doesNotContain(id);
        String stem = id.substring(0, id.lastIndexOf('-'));
        int number = Integer.parseInt(id.substring(id.lastIndexOf('-') + 1));
        assertThat(taken).contains(String.format("%s-%03d", stem, number - 1));
        assertThat(printed).contains("beside " + stem + "-");
    }

    @Test
    void whatAScenarioCannotSayIsOneClearLine() {
        for (List<String> options : List.of(
                List.of("--history", ROOKS),
                List.of("--json"))) {
            CommandRun cli = new CommandRun();
            List<String> args = Stream.concat(Stream.of("resolve", "--gherkin", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4",
                    "--black", "Rh4-a4"), options.stream()).toList();
            assertThat(cli.run(args.toArray(String[]::new))).isEqualTo(2);
            assertThat(cli.err.toString()).startsWith("arbiter: ").hasLineCount(1);
        }
    }
}
