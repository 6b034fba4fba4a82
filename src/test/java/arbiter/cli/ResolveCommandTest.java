package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Game;
import arbiter.game.Games;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter resolve}, the arbiter's tool in a dispute, from the outside. */
class ResolveCommandTest {

    private static final String COLLISION = "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1";

    @TempDir
    Path dir;

    private final CommandRun cli = new CommandRun();

    @Test
    void settlesATurnAndSaysWhy() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", COLLISION, "--white", "Ra1-a4", "--black", "Nb6-a4", "--first", "black");
        assertThat(status).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString())
                .contains("Ruleset xymyx, settled by arbiter-reference")
                .contains("White plays Ra1-a4, Black plays Nb6-a4")
                .contains("With Black registering first:")
                .contains("8 . . . k . . . . 8", "4 R . . . . . . . 4")
                .contains("3k4/8/8/8/R7/8/8/4K3 w - - 0 2")
                .contains("Black Knight loses the collision on a4 and is removed  [xymyx.R2]")
                .contains("Outcome: the game goes on")
                .contains("Decided by: xymyx.R1, xymyx.R2");
    }

    @Test
    void asAProgramItPrintsEverythingBeforeItExits() throws Exception {
        Process p = new ProcessBuilder("java", "-cp", System.getProperty("java.class.path"), ArbiterCommand.class.getName(),
                "resolve", "--ruleset", "xymyx", "--fen", COLLISION, "--white", "Ra1-a4", "--black", "Nb6-a4").start();
        String printed = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(p.waitFor()).isZero();
        assertThat(printed).contains("Outcome: the game goes on", "Decided by: xymyx.R1, xymyx.R2\n", "Examples in the rulebook:")
                .matches("(?s).*\n    rulebook-xymyx\\.html#example-xymyx-[a-z0-9-]+\n");
    }

    @Test
    void withoutAnOrderItSettlesBothWaysAndShowsBothWhenTheyDiffer() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", "3k4/8/8/8/7r/8/8/R3K3 w - - 0 1",
                "--white", "Ra1-a4", "--black", "Rh4-a4");
        assertThat(status).isZero();
        assertThat(cli.out.toString()).contains("With White registering first:", "With Black registering first:",
                "Black Rook loses the collision on a4", "White Rook loses the collision on a4");
    }

    @Test
    void aRevoChessSwapIsEchoedAsTheCastlingItIsNotAsTheKingTakingItsRook() {
        String swap = "4k3/8/8/8/4R3/8/8/4K3 w - - 0 9";
        assertThat(cli.run("resolve", "--ruleset", "revochess", "--fen", swap, "--white", "e1e4,e4d4")).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString()).contains("White plays e1e4 (0-e4), then e4d4 (Ke4-d4)").doesNotContain("Ke1xe4");
        CommandRun gherkin = new CommandRun();
        assertThat(gherkin.run("resolve", "--ruleset", "revochess", "--fen", swap, "--white", "e1e4,e4d4", "--gherkin")).isZero();
        assertThat(gherkin.out.toString()).contains("When White plays 0-e4, then Ke4-d4").doesNotContain("Ke1xe4");
    }

    @Test
    void movesGivenInCoordinatesAreShownWithTheirPieceLetters() {
        cli.run("resolve", "--ruleset", "xymyx", "--fen", COLLISION, "--white", "a1a4", "--black", "b6a4");
        assertThat(cli.out.toString()).contains("White plays a1a4 (Ra1-a4), Black plays b6a4 (Nb6-a4)");
    }

    @Test
    void saysWhenTheOrderDoesNotMatter() {
        cli.run("resolve", "--ruleset", "xymyx", "--fen", COLLISION, "--white", "Ra1-a4", "--black", "Nb6-a4");
        assertThat(cli.out.toString()).contains("(the same whoever registered first)").doesNotContain("With White");
    }

    @Test
    void readsADiagramFileAndPrintsJson() throws Exception {
        Path board = dir.resolve("dispute.txt");
        Files.writeString(board, """
                8 . . . k . . . .
                7 . . . . . . . .
                6 . n . . . . . .
                5 . . . . . . . .
                4 . . . . . . . .
                3 . . . . . . . .
                2 . . . . . . . .
                1 R . . . K . . .
                """);
        int status = cli.run("resolve", "--ruleset", "xymyx", "--diagram", board.toString(), "--white", "a1a4", "--black", "b6a4",
                "--first", "white", "--json");
        assertThat(status).isZero();
        assertThat(cli.out.toString().trim()).startsWith("{\"ruleset\":\"xymyx\",\"position\":\"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1\"")
                .contains("\"white-first\":{\"reference\":{\"id\":1,\"result\":\"resolved\",\"position\":\"3k4/8/8/8/R7/8/8/4K3 w - - 0 2\"")
                .contains("{\"kind\":\"collision\",\"side\":\"black\",\"piece\":\"knight\",\"square\":\"a4\",\"clauses\":[\"xymyx.R2\"]}");
    }

    @Test
    void aRejectedMoveExitsOne() {
        int status = cli.run("resolve", "--ruleset", "xymyx-classic", "--start", "--white", "Qd1-h5", "--black", "e7-e5", "--first", "white");
        assertThat(status).isEqualTo(1);
        assertThat(cli.out.toString()).contains("White plays Qd1-h5, Black plays e7-e5",
                "Rejected: White's move Qd1-h5 is illegal under xymyx-classic.R1.blocked: the White Pawn on e2 stands between d1 and h5");
    }

    @Test
    void badInputGetsAClearMessageAndExitTwo() {
        assertThat(cli.run("resolve", "--ruleset", "shogi", "--start", "--white", "e2e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(cli.err.toString()).isEqualTo("arbiter: unknown ruleset \"shogi\"; arbiter-reference implements "
                + String.join(", ", Games.ids()) + "\n");
    }

    @Test
    void theHelpNamesTheRulesetsThatKeepARegistrationOrder() {
        assertThat(cli.run("resolve", "--help")).isZero();
        Matcher only = Pattern.compile("Only (.*?) keeps? a registration order: in the other rulesets nobody registers first")
                .matcher(cli.out.toString().replaceAll("\\s+", " "));
        assertThat(only.find()).as(cli.out.toString()).isTrue();
        assertThat(only.group(1).split(", | and ")).containsExactlyElementsOf(Games.all().stream()
                .filter(g -> g.turnShape().keepsOrder()).map(Game::id).toList()).isNotEmpty();
    }

    @Test
    void aMissingDiagramFileIsNamed() {
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--diagram", "nowhere.txt", "--white", "e2e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(cli.err.toString()).isEqualTo("arbiter: cannot read the diagram file nowhere.txt: there is no such file\n");
    }

    @Test
    void aBadDiagramNamesItsLine() throws Exception {
        Path board = dir.resolve("bad.txt");
        Files.writeString(board, "8 . . . k . . . .\n7 . . . . z . . .\n");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--diagram", board.toString(), "--white", "e2e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(cli.err.toString()).isEqualTo("arbiter: " + board + ":2: diagram line 2: 'z' on e7 is not a piece (KQRBNP White, kqrbnp Black) or '.'\n");
    }

    @Test
    void aWrongPieceLetterAndAMissingOptionAreExplained() {
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", COLLISION, "--white", "Qa1-a4", "--black", "Nb6-a4")).isEqualTo(2);
        assertThat(cli.err.toString()).isEqualTo("arbiter: White's move Qa1-a4: a1 holds a White Rook, not a Queen\n");
        CommandRun again = new CommandRun();
        assertThat(again.run("resolve", "--ruleset", "xymyx", "--white", "e2e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(again.err.toString()).contains("Error: Missing required argument (specify one of these): (--fen=FEN | --diagram=FILE | --start)");
    }
}
