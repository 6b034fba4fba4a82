package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.resolve.TurnReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code arbiter resolve} with the general turn: several moves, a player who does not move, no first player, a history. */
class ResolveGeneralTurnsTest {

    private static final String ROOKS = "4k3/8/8/8/7r/8/8/R3K3 w - - 0 1";
    private static final String SHUFFLE = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    private static final String SHUFFLED = "3k4/8/8/8/8/8/R7/4K3 w - - 0 1";

    @TempDir
    Path dir;

    private final CommandRun cli = new CommandRun();

    @Test
    void nobodyFirstSettlesTheTurnOnceAndSaysSo() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4", "--first", "none");
        assertThat(status).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString()).contains("White plays Ra1-a4, Black plays Rh4-a4", "Registered at the same instant (nobody first):",
                "White Rook loses the collision on a4", "Black Rook loses the collision on a4").doesNotContain("registering first");
    }

    @Test
    void aPlayerLeftOutOrGivenAsNoneDoesNotMoveAndTheRulesetSaysWhetherThatIsATurn() {
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4")).isEqualTo(2);
        assertThat(cli.err.toString()).isEqualTo("arbiter: in xymyx each player registers one move a turn; Black registered 0\n");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "NONE")).isEqualTo(2);
        assertThat(cli.err.toString()).endsWith("Black registered 0\n");
    }

    @Test
    void aPlayersSecondMoveIsReadOnTheBoardTheFirstLeft() {
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--white", "e2-e4,e4-e5", "--black", "e7-e6")).isEqualTo(2);
        assertThat(cli.err.toString()).isEqualTo("arbiter: in xymyx each player registers one move a turn; White registered 2\n");
    }

    @Test
    void turnsThatCannotBeAreRefusedWithTheOptionNamed() {
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--white", "e2e4,,e4e5")).isEqualTo(2);
        assertThat(cli.err.toString()).startsWith("arbiter: --white \"e2e4,,e4e5\" has an empty move");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: no moves given: give --white, --black or both (--white none"
                + " --black none for a turn in which neither player moves)");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--white", "none", "--black", "none")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: in xymyx each player registers one move a turn; White registered 0");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--black", "e7e5", "--first", "white")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: --first white: only Black moves, so nobody registers first");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--white", "e2e4", "--black", "e7e5", "--first", "both")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: --first must be white, black or none, not \"both\"");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--white", "e2e4,e5e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: in xymyx each player registers one move a turn; White registered 2");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--start", "--white", "Ke5-e4", "--black", "e7e5")).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: White's move Ke5-e4: e5 holds no piece");
    }

    @Test
    void theHistoryDecidesARepetition() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", SHUFFLE, "--white", "Ra1-a2", "--black", "Ke8-d8",
                "--history", SHUFFLED, "--history", SHUFFLE, "--history", SHUFFLED);
        assertThat(status).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString()).contains("with the 3 positions the game stood in before, for repetition",
                "Outcome: the game is drawn by repetition");
        cli.out.getBuffer().setLength(0);
        cli.run("resolve", "--ruleset", "xymyx", "--fen", SHUFFLE, "--white", "Ra1-a2", "--black", "Ke8-d8", "--history", SHUFFLED);
        assertThat(cli.out.toString()).contains("Outcome: the game goes on");
    }

    @Test
    void theHistoryComesFromAFileTooAndABadLineIsNamed() throws Exception {
        Path file = dir.resolve("game.txt");
        Files.writeString(file, "# the game so far\n" + SHUFFLED + "\n\n" + SHUFFLED + "\n");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", SHUFFLE, "--white", "Ra1-a2", "--black", "Ke8-d8",
                "--history-file", file.toString())).isZero();
        assertThat(cli.out.toString()).contains("with the 2 positions", "Outcome: the game is drawn by repetition");
        Files.writeString(file, SHUFFLED + "\nnot a position\n");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", SHUFFLE, "--white", "Ra1-a2", "--black", "Ke8-d8",
                "--history-file", file.toString())).isEqualTo(2);
        assertThat(cli.err.toString()).startsWith("arbiter: " + file + ":2: ");
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", SHUFFLE, "--white", "Ra1-a2", "--black", "Ke8-d8",
                "--history-file", file.toString(), "--history", SHUFFLED)).isEqualTo(2);
        assertThat(cli.err.toString()).contains("arbiter: give the history with --history or with --history-file, not both");
    }

    @Test
    void theReportSaysAPlayersTwoMovesAndTheNewEventsAndOutcomesInWords() {
        Description stub = new Description("stub", "1", "Java", "", List.of("revochess"));
        List<Event> events = List.of(new Event(EventKind.BOUNCED, Side.WHITE, PieceKind.KNIGHT, "d5", "b4", List.of()),
                new Event(EventKind.KING_CAPTURED, Side.BLACK, PieceKind.KING, "e8", null, List.of("revo.R9")),
                new Event(EventKind.CASTLED, Side.WHITE, PieceKind.KING, "h1", "e1", List.of()));
        TurnResult result = new TurnResult.Resolved("4k3/8/8/8/8/8/8/4K3 w - - 0 1", events, Outcome.bothLose("king-captured"), List.of());
        String text = TurnReport.text("revochess", stub, Fen.parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
                new TurnReport.Played(List.of("e2e4", "e4e5"), List.of(), List.of("e2-e4", "e4-e5"), List.of(), 0), Collections.singletonList(null), List.of(result), false);
        assertThat(text).contains("White plays e2-e4, then e4-e5; Black does not move", "White Knight bounces off d5 back to b4",
                "Black's King is captured on e8  [revo.R9]", "White castles: the King goes e1-h1",
                "Outcome: both players lose by King capture").doesNotContain("first");
    }
}
