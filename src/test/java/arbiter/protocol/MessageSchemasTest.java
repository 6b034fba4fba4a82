package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The protocol's JSON Schemas accept every example of docs/protocol.md and name what is wrong otherwise. */
class MessageSchemasTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    // The examples of docs/protocol.md, verbatim: a request and its response per message.
    private static final String HELLO = """
            {"id":0,"op":"hello","protocol":1,"arbiter":"0.1.0"}
            {"id":0,"protocol":1,"implementation":{"name":"my-xymyx","version":"2.3.0","language":"Python","homepage":"https://example.org/my-xymyx","rulesets":["xymyx"]}}
            """;
    private static final String START = """
            {"id":1,"op":"start","ruleset":"xymyx"}
            {"id":1,"position":"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}
            """;
    private static final String LEGAL_MOVES = """
            {"id":2,"op":"legal-moves","ruleset":"xymyx","position":"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1","side":"black"}
            {"id":2,"moves":["d8c8","d8c7","d8d7","d8e7","d8e8"]}
            """;
    private static final String RESOLVE = """
            {"id":3,"op":"resolve","ruleset":"xymyx","position":"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1","white":"a1a4","black":"b6a4","first":"white"}
            {"id":3,"result":"resolved","position":"3k4/8/8/8/R7/8/8/4K3 w - - 0 2","events":[{"kind":"moved","side":"white","piece":"rook","square":"a4","from":"a1","clauses":["xymyx.R1"]},{"kind":"moved","side":"black","piece":"knight","square":"a4","from":"b6","clauses":["xymyx.R1"]},{"kind":"collision","side":"black","piece":"knight","square":"a4","clauses":["xymyx.R2"]}],"outcome":{"status":"ongoing"},"trace":["xymyx.R1","xymyx.R2"]}
            """;
    private static final String REJECTED = """
            {"id":4,"result":"rejected","side":"white","move":"a1a5","reason":"the Rook cannot reach a5"}
            """;
    private static final String STOP = """
            {"id":5,"op":"stop"}
            {"id":5,"stopped":true}
            """;
    private static final String ERRORS = """
            {"id":6,"error":{"type":"unsupported","message":"castling is not implemented"}}
            {"id":7,"error":{"type":"invalid-input","message":"cannot read the FEN field 2"}}
            {"id":null,"error":{"type":"invalid-input","message":"line 3: not one JSON object"}}
            {"id":8,"error":{"type":"internal","message":"IndexError: list index out of range"}}
            """;

    private static final List<String> OPS = List.of("hello", "start", "legal-moves", "resolve", "stop");

    @Test
    void everyExampleOfTheProtocolPageIsValid() {
        assertValid("hello", HELLO);
        assertValid("start", START);
        assertValid("legal-moves", LEGAL_MOVES);
        assertValid("resolve", RESOLVE);
        assertValid("resolve", REJECTED);
        assertValid("stop", STOP);
        OPS.forEach(op -> assertValid(op, ERRORS));
    }

    @Test
    void unknownFieldsAreTolerated() {
        assertThat(MessageSchemas.requestProblems("stop", json("{\"id\":9,\"op\":\"stop\",\"reason\":\"done\"}"))).isEmpty();
        assertThat(MessageSchemas.responseProblems("stop", json("{\"id\":9,\"stopped\":true,\"bye\":1}"))).isEmpty();
    }

    @Test
    void anUnknownOperationIsOneProblem() {
        assertThat(MessageSchemas.requestProblems("castle", json("{\"id\":1,\"op\":\"castle\"}")))
                .singleElement().asString().contains("castle");
        assertThat(MessageSchemas.responseProblems("error", line(ERRORS, 0)))
                .singleElement().asString().contains("unknown operation");
    }

    record Broken(String name, String op, boolean response, JsonNode message, String field) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Broken> brokenMessages() {
        return Stream.of(
                request("missing id", "stop", "{\"op\":\"stop\"}", "'id'"),
                request("id as a string", STOP, "\"id\":5", "\"id\":\"5\"", "$.id"),
                request("negative id", STOP, "\"id\":5", "\"id\":-5", "$.id"),
                request("another op", STOP, "\"op\":\"stop\"", "\"op\":\"halt\"", "$.op"),
                request("hello without protocol", HELLO, "\"protocol\":1,", "", "'protocol'"),
                request("ruleset in capitals", START, "\"xymyx\"", "\"XYMYX\"", "$.ruleset"),
                request("side in capitals", LEGAL_MOVES, "\"black\"", "\"WHITE\"", "$.side"),
                request("position with three fields", LEGAL_MOVES, " w Q - 0 1", " w Q", "$.position"),
                request("position with two spaces", LEGAL_MOVES, " w Q - 0 1", " w  Q - 0 1", "$.position"),
                request("position with a tab", LEGAL_MOVES, " w Q - 0 1", " w Q -\\t0 1", "$.position"),
                request("position ending in a space", LEGAL_MOVES, " w Q - 0 1", " w Q - 0 1 ", "$.position"),
                request("bad move e2e9", RESOLVE, "\"a1a4\"", "\"e2e9\"", "$.white"),
                request("resolve without first", RESOLVE, ",\"first\":\"white\"", "", "'first'"),
                response("hello response without rulesets", HELLO, ",\"rulesets\":[\"xymyx\"]", "", "'rulesets'"),
                response("hello response speaking protocol 2", HELLO, "\"protocol\":1", "\"protocol\":2", "$.protocol"),
                response("start response with a board only", START, " w KQkq - 0 1", "", "$.position"),
                response("non-string move", LEGAL_MOVES, "\"d8c7\"", "7", "$.moves[1]"),
                response("unknown event kind", RESOLVE, "\"collision\"", "\"crash\"", "$.events[2].kind"),
                response("moved without from", RESOLVE, "\"from\":\"a1\",", "", "'from'"),
                response("collision with from", RESOLVE, "\"square\":\"a4\",\"clauses\":[\"xymyx.R2\"]",
                        "\"square\":\"a4\",\"from\":\"b6\"", "$.events[2].from"),
                response("win without winner", RESOLVE, "{\"status\":\"ongoing\"}",
                        "{\"status\":\"win\",\"reason\":\"checkmate\"}", "'winner'"),
                response("ongoing with a winner", RESOLVE, "{\"status\":\"ongoing\"}",
                        "{\"status\":\"ongoing\",\"winner\":\"white\"}", "$.outcome.winner"),
                response("draw by checkmate", RESOLVE, "{\"status\":\"ongoing\"}",
                        "{\"status\":\"draw\",\"reason\":\"checkmate\"}", "$.outcome.reason"),
                response("resolved without position", RESOLVE, "\"position\":\"3k4/8/8/8/R7/8/8/4K3 w - - 0 2\",", "",
                        "'position'"),
                response("unknown result", REJECTED, "\"rejected\"", "\"refused\"", "$.result"),
                response("rejected without reason", REJECTED, ",\"reason\":\"the Rook cannot reach a5\"", "", "'reason'"),
                response("stopped false", STOP, "true", "false", "$.stopped"),
                response("error with unknown type", ERRORS, "\"internal\"", "\"fatal\"", "$.error.type"),
                response("error without message", ERRORS, ",\"message\":\"IndexError: list index out of range\"", "",
                        "'message'"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenMessages")
    void aBrokenMessageIsInvalidAndTheProblemNamesTheField(Broken broken) {
        List<String> problems = broken.response()
                ? MessageSchemas.responseProblems(broken.op(), broken.message())
                : MessageSchemas.requestProblems(broken.op(), broken.message());
        assertThat(problems).as(broken.message().toString())
                .isNotEmpty()
                .anySatisfy(problem -> assertThat(problem).contains(broken.field()));
    }

    private static void assertValid(String op, String lines) {
        for (String line : lines.strip().split("\n")) {
            JsonNode message = json(line);
            List<String> problems = message.has("op")
                    ? MessageSchemas.requestProblems(op, message)
                    : MessageSchemas.responseProblems(op, message);
            assertThat(problems).as(op + ": " + line).isEmpty();
        }
    }

    private static Broken request(String name, String op, String message, String field) {
        return new Broken(name, op, false, json(message), field);
    }

    /** The request of an example, with {@code from} replaced by {@code to}. */
    private static Broken request(String name, String example, String from, String to, String field) {
        JsonNode request = line(example, 0);
        return new Broken(name, request.path("op").asText(), false, edit(request, from, to), field);
    }

    /** The last response of an example, with {@code from} replaced by {@code to}. */
    private static Broken response(String name, String example, String from, String to, String field) {
        String[] lines = example.strip().split("\n");
        String op = json(lines[0]).path("op").asText("resolve");
        return new Broken(name, op, true, edit(json(lines[lines.length - 1]), from, to), field);
    }

    private static JsonNode edit(JsonNode message, String from, String to) {
        String text = message.toString();
        assertThat(text).contains(from);
        return json(text.replace(from, to));
    }

    private static JsonNode line(String lines, int index) {
        return json(lines.strip().split("\n")[index]);
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new IllegalArgumentException(text, e);
        }
    }
}
