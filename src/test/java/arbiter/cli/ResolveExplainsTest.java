package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** {@code arbiter resolve} says why in the rulebook's sentences, for every ruleset, and echoes the moves as typed. */
class ResolveExplainsTest {

    private static final String ROOKS = "3k4/8/8/8/7r/8/8/R3K3 w - - 0 1";
    private static final String ROOK_AND_KNIGHT = "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1";

    private final CommandRun cli = new CommandRun();

    /** The text with the "Why:" paragraph's line breaks undone. */
    private String said(String... args) {
        int status = cli.run(args);
        assertThat(status).as(cli.err.toString()).isZero();
        return cli.out.toString().replaceAll("\n {5}", " ");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "xymyx         | Why: Black's Rook and White's Rook both reach a4; both are Rooks and Black registered first, so White's Rook is removed (xymyx.R2).",
        "xymyx-classic | Why: Black's Rook and White's Rook both reach a4; both are Rooks and Black registered first, so White's Rook is removed (xymyx-classic.R2).",
        "simulchess    | White's Rook and Black's Rook both land on a4 and collide: both are removed (simulchess.collision",
        "zeitgeist     | Why: White's Rook and Black's Rook both move to a4 and neither captured into it: both go back, to a1 and h4 (zeitgeist.4)."})
    void eachSimultaneousRulesetSaysWhyInTheRulebooksWords(String ruleset, String why) {
        String first = ruleset.startsWith("xymyx") ? "black" : "none";
        assertThat(said("resolve", "--ruleset", ruleset, "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4", "--first", first))
                .contains(why);
    }

    @Test
    void revoChessSaysAPlayersTwoMoves() {
        assertThat(said("resolve", "--ruleset", "revochess", "--fen", "4k3/8/8/8/7r/8/8/R3K3 w - - 0 1", "--white", "Ra1-a4,Ra4xh4"))
                .contains("Why: White plays Ra1-a4, then Ra4xh4", "White's Rook takes Black's Rook on h4 with the second move");
    }

    @Test
    void eachOrderIsExplainedWhenTheOrderDecides() {
        String text = said("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4");
        assertThat(text).contains("both are Rooks and White registered first, so Black's Rook is removed (xymyx.R2)",
                "both are Rooks and Black registered first, so White's Rook is removed (xymyx.R2)");
    }

    @Test
    void anOrderThatDecidesNothingIsNotToldAsAReason() {
        String text = said("resolve", "--ruleset", "xymyx", "--fen", ROOK_AND_KNIGHT, "--white", "Ra1-a4", "--black", "Nb6-a4",
                "--first", "black");
        assertThat(text).contains("Why: White's Rook and Black's Knight both reach a4; the Rook outranks the Knight, so the Knight"
                + " is removed (xymyx.R2).").doesNotContain("Why: Black registered first");
    }

    @Test
    void aRejectedTurnIsExplainedWithTheClauseItBreaks() {
        cli.run("resolve", "--ruleset", "xymyx-classic", "--start", "--white", "Qd1-h5", "--black", "e7-e5", "--first", "white");
        assertThat(cli.out.toString().replaceAll("\n {5}", " ")).contains("Why: The turn is rejected, because White's move Qd1-h5 is illegal: the White Pawn on e2 stands between d1"
                + " and h5 (xymyx-classic.R1.blocked).");
    }

    @Test
    void movesAreEchoedAsTypedWithTheLongFormBesideWhenItDiffers() {
        assertThat(said("resolve", "--ruleset", "xymyx", "--fen", ROOK_AND_KNIGHT, "--white", "Ra4", "--black", "b6a4"))
                .contains("White plays Ra4 (Ra1-a4), Black plays b6a4 (Nb6-a4)");
        CommandRun typedLong = new CommandRun();
        typedLong.run("resolve", "--ruleset", "xymyx", "--fen", ROOK_AND_KNIGHT, "--white", "Ra1-a4", "--black", "Nb6-a4");
        assertThat(typedLong.out.toString()).contains("White plays Ra1-a4, Black plays Nb6-a4\n");
    }
}
