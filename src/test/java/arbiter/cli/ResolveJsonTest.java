package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.MessageSchemas;
import arbiter.resolve.ResolveSettler;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code arbiter resolve --json}: each registration order labelled, each answer a valid protocol response, the moves as typed. */
class ResolveJsonTest {

    private static final String ROOKS = "3k4/8/8/8/7r/8/8/R3K3 w - - 0 1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonNode json(String... args) throws Exception {
        CommandRun cli = new CommandRun();
        List<String> all = new ArrayList<>(List.of("resolve", "--json"));
        all.addAll(List.of(args));
        int status = cli.run(all.toArray(String[]::new));
        assertThat(status).as(cli.err.toString()).isIn(0, 1);
        return JSON.readTree(cli.out.toString());
    }

    @Test
    void bothOrdersAreLabelledAndEachIsAValidResolveResponse() throws Exception {
        JsonNode root = json("--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "h4a4");
        assertThat(root.get("same").asBoolean()).isFalse();
        JsonNode answers = root.get("answers");
        assertThat(answers.fieldNames()).toIterable().containsExactly("white-first", "black-first");
        assertThat(answers.at("/white-first/reference/position").asText()).startsWith("3k4/8/8/8/R7/");
        assertThat(answers.at("/black-first/reference/position").asText()).startsWith("3k4/8/8/8/r7/");
        for (JsonNode answer : answers) {
            assertThat(MessageSchemas.responseProblems(2, "resolve", answer.get("reference"))).isEmpty();
        }
        assertThat(answers.at("/black-first/sentences/0").asText()).contains("Black registered first, so White's Rook is removed");
    }

    @Test
    void theMovesAreGivenAsTypedBesideTheCoordinateForm() throws Exception {
        JsonNode root = json("--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra4", "--black", "h4a4", "--first", "black");
        assertThat(root.at("/white/typed/0").asText()).isEqualTo("Ra4");
        assertThat(root.at("/white/moves/0").asText()).isEqualTo("a1a4");
        assertThat(root.at("/black/typed/0").asText()).isEqualTo("h4a4");
        assertThat(root.get("answers").fieldNames()).toIterable().containsExactly("black-first");
    }

    @Test
    void anOrderThatChangesNothingIsStillLabelledBothWaysAndSaidToBeTheSame() throws Exception {
        JsonNode root = json("--ruleset", "xymyx", "--fen", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "--white", "Ra1-a4", "--black", "Nb6-a4");
        assertThat(root.get("same").asBoolean()).isTrue();
        assertThat(root.at("/answers/white-first/reference/position")).isEqualTo(root.at("/answers/black-first/reference/position"));
    }

    @Test
    void aTurnWithoutAFirstPlayerIsNobodyFirstAndARejectionIsAValidResponseToo() throws Exception {
        JsonNode alone = json("--ruleset", "revochess", "--start", "--white", "e2-e4,Ng1-f3");
        assertThat(alone.get("answers").fieldNames()).toIterable().containsExactly("nobody-first");
        assertThat(alone.at("/white/typed/1").asText()).isEqualTo("Ng1-f3");
        assertThat(alone.at("/black/typed").size()).isZero();
        JsonNode rejected = json("--ruleset", "xymyx-classic", "--start", "--white", "Qd1-h5", "--black", "e7-e5", "--first", "none");
        JsonNode response = rejected.at("/answers/nobody-first/reference");
        assertThat(response.get("result").asText()).isEqualTo("rejected");
        assertThat(MessageSchemas.responseProblems(2, "resolve", response)).isEmpty();
    }

    @Test
    void theRulingsAndExamplesThatCoverTheCaseAreListedWithTheirClauses() throws Exception {
        JsonNode root = json("--ruleset", "xymyx", "--fen", ROOKS, "--white", "Ra1-a4", "--black", "Rh4-a4");
        assertThat(root.get("rulings").findValuesAsText("id")).contains("xymyx-r2-022");
        assertThat(root.get("examples").size()).isBetween(1, ResolveSettler.EXAMPLES);
        for (JsonNode example : root.get("examples")) {
            assertThat(example.get("rulebook").asText()).isEqualTo("rulebook-xymyx.html#example-" + example.get("id").asText());
            assertThat(example.get("clauses").findValuesAsText("")).isEmpty();
            assertThat(JSON.convertValue(example.get("clauses"), List.class)).contains("xymyx.R2");
        }
    }
}
