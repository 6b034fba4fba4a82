package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.fixtures.MisbehavingAdapter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** {@code arbiter resolve --adapter ...}: each implementation's answer beside the reference's, differences marked. */
class ResolveAdaptersTest {

    private static final String ROOKS = "3k4/8/8/8/7r/8/8/R3K3 w - - 0 1";

    private final CommandRun cli = new CommandRun();

    /** The command that serves a Java implementation of the class path through the protocol. */
    private static String serving(String implementation) {
        return "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve --implementation " + implementation;
    }

    @Test
    void aWrongAnswerIsShownBesideTheReferencesWithTheSquaresAndEventsThatDiffer() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4", "--first", "white",
                "--timeout", "60", "--start-timeout", "120", "--adapter", serving("fixture-reversed-registration"));
        String text = cli.out.toString();
        assertThat(status).as(cli.err.toString()).isEqualTo(3);
        assertThat(text).contains("Beside it, adapter 1: fixture-reversed-registration 1.0 (java -cp")
                .containsPattern("arbiter-reference +adapter 1: fixture-reversed-registration 1.0\n")
                .containsPattern("4 R \\. \\. \\. \\. \\. \\. \\. 4 +4\\[r\\]\\. \\. \\. \\. \\. \\. \\. 4\n")
                .contains("adapter 1: fixture-reversed-registration 1.0: differs from the reference\n"
                        + "  a4: Black Rook, not White Rook\n"
                        + "  event missing: Black Rook loses the collision on a4 and is removed\n"
                        + "  event extra: White Rook loses the collision on a4 and is removed\n");
    }

    @Test
    void anAgreeingImplementationSaysSoAndTheExitStatusIsTheReferences() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4",
                "--timeout", "60", "--start-timeout", "120", "--adapter", serving(arbiter.suite.Target.REFERENCE));
        assertThat(status).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString()).contains("With White registering first:", "With Black registering first:")
                .contains("adapter 1: arbiter-reference").contains(": agrees with the reference\n").doesNotContain("differs");
    }

    @Test
    void aBrokenAdapterGetsOneLineAndTheOthersAreStillShown() throws Exception {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4", "--first", "black",
                "--timeout", "10", "--start-timeout", "120", "--adapter", MisbehavingAdapter.command("garbage"), "--adapter", MisbehavingAdapter.command("hang-on-resolve"),
                "--adapter", serving("fixture-reversed-registration"), "--json");
        assertThat(status).as(cli.err.toString()).isEqualTo(3);
        JsonNode adapters = new ObjectMapper().readTree(cli.out.toString()).at("/answers/black-first/adapters");
        assertThat(adapters.size()).isEqualTo(3);
        assertThat(adapters.get(0).get("fault").asText()).startsWith("no answer: ").contains("not JSON").doesNotContain("\n");
        assertThat(adapters.get(1).get("fault").asText()).startsWith("no answer: ").doesNotContain("\n");
        assertThat(adapters.get(2).get("agrees").asBoolean()).isFalse();
        assertThat(adapters.get(2).get("differences").get(0).asText()).isEqualTo("a4: White Rook, not Black Rook");
        assertThat(adapters.get(2).at("/response/position").asText()).startsWith("3k4/8/8/8/R7/");
    }

    @Test
    void aProgramThatNeverStartsIsOneLineInItsColumn() {
        int status = cli.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4", "--first", "black",
                "--adapter", "/nonexistent/adapter-program");
        assertThat(status).isEqualTo(3);
        assertThat(cli.out.toString()).containsPattern("adapter 1: no answer: [^\n]+\n").contains("Black registering first");
    }

    @Test
    void aRejectionByTheReferenceStillSaysWhyBesideTheOthers() {
        int status = cli.run("resolve", "--ruleset", "xymyx-classic", "--start", "--white", "Qd1-h5", "--black", "e7-e5",
                "--adapter", "/nonexistent/adapter-program");
        assertThat(status).isEqualTo(3);
        assertThat(cli.out.toString()).contains("The answers:\n",
                "\nRejected: White's move Qd1-h5 is illegal under xymyx-classic.R1.blocked: the White Pawn on e2 stands between d1 and h5\n");
    }

    @Test
    void whateverAnAdapterSaysTheJsonStaysWellFormed() throws Exception {
        cli.run("resolve", "--ruleset", "xymyx", "--fen", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "--white", "Ra1-a4", "--black", "Nb6-a4",
                "--first", "black", "--timeout", "60", "--start-timeout", "120",
                "--adapter", arbiter.report.fixtures.HostileAdapter.command(), "--json");
        JsonNode adapter = new ObjectMapper().readTree(cli.out.toString()).at("/answers/black-first/adapters/0");
        assertThat(adapter.get("name").asText()).startsWith("\u001b[2J");
        assertThat(cli.out.toString()).doesNotContain("\u001b").contains("\\u001B[2J");
    }

    @Test
    void badInputIsStillOneLineWithAdaptersGiven() {
        assertThat(cli.run("resolve", "--ruleset", "xymyx", "--fen", "not a fen", "--white", "Ra1-a4", "--black", "Rh4-a4",
                "--adapter", "/nonexistent/adapter-program")).isEqualTo(2);
        assertThat(cli.err.toString()).startsWith("arbiter: ").hasLineCount(1);
        CommandRun move = new CommandRun();
        assertThat(move.run("resolve", "--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a9", "--black", "Rh4-a4",
                "--adapter", "/nonexistent/adapter-program")).isEqualTo(2);
        assertThat(move.err.toString()).startsWith("arbiter: ").hasLineCount(1);
    }
}
