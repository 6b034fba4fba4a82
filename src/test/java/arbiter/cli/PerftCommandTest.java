package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Games;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter perft} from the outside: its table, its divide, and one line for each kind of bad input. */
class PerftCommandTest {

    private static final String KING_AND_PAWN = "k7/8/8/8/8/8/P7/7K w - - 0 10";
    private static final String TWO_KINGS_TWO_PAWNS = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10";

    private final CommandRun cli = new CommandRun();

    @Test
    void printsEachDepthsCountsWithTheTurnsResolved() {
        assertThat(cli.run("perft", "--ruleset", "xymyx", "--fen", KING_AND_PAWN, "--depth", "1")).isZero();
        List<String> lines = cli.out.toString().lines().toList();
        assertThat(lines.get(0)).isEqualTo("joint perft of xymyx by arbiter-reference from " + KING_AND_PAWN);
        assertThat(lines.get(1)).isEqualTo("a joint turn: a legal move of each player, played once with each player registered first");
        assertThat(lines.get(2).split("\\s{2,}")).startsWith("depth", "joint turns", "distinct positions", "ended", "rejected", "resolved");
        // 5 x 3 pairs in two orders, 15 positions, each of the 30 turns resolved once.
        assertThat(lines.get(3).trim().split("\\s+")).startsWith("1", "30", "15", "0", "0", "30");
        assertThat(cli.err.toString()).isEmpty();
    }

    @Test
    void anAdapterWithRequestsUnderWayCountsAsTheReferenceInProcess() {
        String serve = "java -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        assertThat(cli.run("perft", "--ruleset", "simulchess", "--fen", TWO_KINGS_TWO_PAWNS, "--depth", "2")).isZero();
        CommandRun adapter = new CommandRun();
        assertThat(adapter.run("perft", "--ruleset", "simulchess", "--fen", TWO_KINGS_TWO_PAWNS, "--depth", "2", "--timeout", "60", "--start-timeout", "120",
                "--adapter", serve,
                "--in-flight", "16")).as(adapter.err.toString()).isZero();
        assertThat(counts(adapter.out.toString())).hasSize(2).isEqualTo(counts(cli.out.toString()));
    }

    /** Each depth's counts, without the time and rate. */
    private static List<String> counts(String table) {
        return table.lines().filter(l -> l.matches("\\s*\\d+\\s+[\\d,]+.*")).map(l -> String.join(" ", Arrays.asList(l.trim().split("\\s+")).subList(0, 6)))
                .toList();
    }

    @Test
    void theDivideListsEveryFirstJointTurnSortedAndAddsUpToTheCount() {
        assertThat(cli.run("perft", "--ruleset", "simulchess", "--fen", TWO_KINGS_TWO_PAWNS, "--depth", "2", "--divide")).isZero();
        List<String> lines = cli.out.toString().lines().toList();
        long counted = Long.parseLong(lines.get(4).trim().split("\\s+")[1].replace(",", ""));
        List<String> divide = lines.subList(lines.indexOf("divide at depth 2 (under each first joint turn: joint turns, distinct positions):")
                + 1, lines.size() - 1);
        assertThat(divide).hasSize(49).isSortedAccordingTo(String::compareTo).allMatch(l -> l.matches("[a-h1-8]{4} [a-h1-8]{4}: \\d+ \\d+"));
        long total = divide.stream().mapToLong(l -> Long.parseLong(l.substring(l.indexOf(": ") + 2).split(" ")[0])).sum();
        assertThat(lines.get(lines.size() - 1)).isEqualTo("total: " + total + " joint turns (the distinct positions of the whole depth are in"
                + " the table above)");
        assertThat(total).isEqualTo(counted);
    }

    @Test
    void aFaultyImplementationsRejectedTurnsAreCounted() {
        assertThat(cli.run("perft", "--ruleset", "xymyx", "--fen", TWO_KINGS_TWO_PAWNS, "--depth", "1", "--divide",
                "--implementation", "fixture-misjudging")).isZero();
        String out = cli.out.toString();
        assertThat(out.lines().toList().get(3).trim().split("\\s+")).startsWith("1", "0", "0", "0", "72", "72");
        assertThat(out).contains("e1d1 d5e4 (Black first): rejected\n");
    }

    @Test
    void badInputIsOneLineEach() {
        assertError(List.of("--ruleset", "shogi"),
                "arbiter: unknown ruleset \"shogi\"; joint perft is defined for " + String.join(", ", Games.ids()));
        assertError(List.of("--ruleset", "xymyx", "--fen", "4k3/8/9 w"), "arbiter: --fen: ");
        assertError(List.of("--ruleset", "xymyx", "--depth", "0"), "arbiter: --depth must be 1 or more, not 0");
        assertError(List.of("--ruleset", "xymyx", "--dpth", "2"), "arbiter: Unknown options: '--dpth', '2'");
        assertError(List.of("--ruleset", "xymyx", "--implementation", "nobody"), "arbiter: no implementation named \"nobody\"");
        assertError(List.of("--ruleset", "xymyx", "--adapter", "no-such-adapter", "--in-flight", "0"),
                "arbiter: --in-flight must be at least 1, not 0");
        assertError(List.of("--ruleset", "simulchess", "--implementation", "fixture-misjudging"),
                "arbiter: fixture-misjudging does not implement the ruleset \"simulchess\"; it implements xymyx, xymyx-classic");
    }

    private void assertError(List<String> args, String start) {
        CommandRun run = new CommandRun();
        String[] all = java.util.stream.Stream.concat(java.util.stream.Stream.of("perft"), args.stream()).toArray(String[]::new);
        assertThat(run.run(all)).as(Arrays.toString(all)).isEqualTo(2);
        assertThat(run.err.toString()).as(Arrays.toString(all)).startsWith(start).doesNotContain("\tat ", "Exception");
        assertThat(run.err.toString().lines().filter(l -> !l.startsWith("see 'arbiter"))).as(Arrays.toString(all)).hasSize(1);
    }

    @Test
    void theHelpDefinesAJointTurnAndGivesExamples() {
        assertThat(cli.run("perft", "--help")).isZero();
        String help = cli.out.toString().replaceAll("\\s+", " ");
        assertThat(help).contains("--divide", "--adapter", "Examples:", "arbiter perft --ruleset simulchess --depth 2",
                "(docs/implementers.md, \"Joint perft\")", "The ruleset: " + String.join(", ", Games.ids()) + ".");
        Matcher definition = Pattern.compile(" A joint turn is, ([^.]*)\\.").matcher(help);
        assertThat(definition.find()).as("the definition of a joint turn in " + help).isTrue();
        assertThat(Games.all()).isNotEmpty().allSatisfy(game -> assertThat(definition.group(1)).as(game.id())
                .containsPattern("in [^;]*(?<![\\w-])" + Pattern.quote(game.id()) + "(?![\\w-])[^;]*, "
                        + Pattern.quote(game.turnShape().jointTurn()) + "(;|$)"));
    }

    @Test
    void conformFailsAFaultyImplementationOnThePerftScenarios(@TempDir Path reports) {
        int status = cli.run("conform", "--implementation", "fixture-misjudging", "--tags", "@perft", "--no-rulebook",
                "--no-allure-html", "--reports", reports.toString());
        assertThat(status).isEqualTo(1);
        assertThat(cli.out.toString()).contains("24 scenarios: 0 passed, 6 failed, 0 errored, 0 skipped, 18 not applicable", "== 6 failed: the joint perft to depth <n> differs: expected <n> joint turns and <n> distinct positions, but fixture-misjudging counts");
    }

    /**
     * fixture-merging-positions counts the reference's joint turns but fewer distinct positions under each first turn that
     * moves White's King: the command the failure suggests, run for the reference and for it, differs on exactly those lines.
     */
    @Test
    void theHintOfAPerftThatDiffersOnlyInDistinctPositionsShowsUnderWhichFirstTurns() throws Exception {
        List<ScenarioResult> results = SuiteRun.run("features", "@id:simulchess-perft-003", Target.find("fixture-merging-positions"));
        String message = results.get(0).message();
        assertThat(message).contains("expected 2,969 joint turns and 716 distinct positions, but fixture-merging-positions counts 2,969"
                + " joint turns and ");
        String hint = message.lines().map(String::strip).filter(l -> l.startsWith("./arbiter perft")).findFirst().orElseThrow();

        CommandRun reference = new CommandRun();
        assertThat(reference.run(BashWords.arbiterArgs(hint))).as(reference.err.toString()).isZero();
        CommandRun merging = new CommandRun();
        assertThat(merging.run(BashWords.arbiterArgs(hint, "--implementation", "fixture-merging-positions"))).as(merging.err.toString())
                .isZero();

        List<String> expected = divide(reference.out.toString());
        List<String> actual = divide(merging.out.toString());
        assertThat(actual).hasSameSizeAs(expected).hasSize(49);
        List<String> differing = new java.util.ArrayList<>(actual);
        differing.removeAll(expected);
        assertThat(differing).isNotEmpty().allMatch(l -> l.startsWith("e1"), "a first turn that moves White's King");
        assertThat(actual.stream().filter(l -> l.startsWith("e1"))).containsExactlyElementsOf(differing);
    }

    private static List<String> divide(String out) {
        List<String> lines = out.lines().toList();
        return lines.subList(lines.indexOf(lines.stream().filter(l -> l.startsWith("divide at depth")).findFirst().orElseThrow()) + 1,
                lines.size() - 1);
    }
}
