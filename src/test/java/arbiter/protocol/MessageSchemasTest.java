package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The protocol's JSON Schemas, version by version, accept every example of docs/protocol.md and
 * name what is wrong otherwise.
 */
class MessageSchemasTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    // The examples of docs/protocol.md, verbatim (a test below finds each line there): a request
    // and its response per message, in version 2.
    private static final String HELLO = """
            {"id":0,"op":"hello","protocol":2,"arbiter":"0.2.0"}
            {"id":0,"protocol":2,"implementation":{"name":"my-xymyx","version":"2.3.0","language":"Python","homepage":"https://example.org/my-xymyx","rulesets":["xymyx"]}}
            """;
    private static final String START = """
            {"id":1,"op":"start","ruleset":"xymyx"}
            {"id":1,"position":"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}
            """;
    private static final String LEGAL_MOVES = """
            {"id":2,"op":"legal-moves","ruleset":"xymyx","position":"3k4/4P3/8/8/8/8/8/4K3 w - - 0 1","side":"white"}
            {"id":2,"moves":["e1f1","e1f2","e1e2","e1d2","e1d1","e7e8q","e7e8r","e7e8b","e7e8n"]}
            """;
    private static final String RESOLVE = """
            {"id":3,"op":"resolve","ruleset":"xymyx","position":"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1","moves":{"white":["a1a4"],"black":["b6a4"]},"first":"white"}
            {"id":3,"result":"resolved","position":"3k4/8/8/8/R7/8/8/4K3 w - - 0 2","events":[{"kind":"moved","side":"white","piece":"rook","square":"a4","from":"a1","clauses":["xymyx.R1"]},{"kind":"moved","side":"black","piece":"knight","square":"a4","from":"b6","clauses":["xymyx.R1"]},{"kind":"collision","side":"black","piece":"knight","square":"a4","clauses":["xymyx.R2"]}],"outcome":{"status":"ongoing"},"trace":["xymyx.R1","xymyx.R2"]}
            """;
    private static final String REJECTED = """
            {"id":4,"op":"resolve","ruleset":"xymyx","position":"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1","moves":{"white":["a1b2"],"black":["b6a4"]},"first":"black"}
            {"id":4,"result":"rejected","side":"white","move":"a1b2","reason":"a Rook cannot move from a1 to b2","clauses":["xymyx.RA4.not-its-move"]}
            """;
    private static final String STOP = """
            {"id":6,"op":"stop"}
            {"id":6,"stopped":true}
            """;
    private static final String ERRORS = """
            {"id":7,"error":{"type":"unsupported","message":"castling is not implemented"}}
            {"id":8,"error":{"type":"invalid-input","message":"cannot read the FEN field 2"}}
            {"id":9,"error":{"type":"internal","message":"IndexError: list index out of range"}}
            """;
    /** Version 1's resolve request, as "What changed from version 1" shows it. */
    private static final String RESOLVE_V1 = """
            {"id":3,"op":"resolve","ruleset":"xymyx","position":"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1","white":"a1a4","black":"b6a4","first":"white"}
            """;
    /** A hello answered in version 1, as an adapter written for it answers. */
    private static final String HELLO_V1 = """
            {"id":0,"op":"hello","protocol":2,"arbiter":"0.2.0"}
            {"id":0,"protocol":1,"implementation":{"name":"my-xymyx","version":"2.3.0","rulesets":["xymyx"]}}
            """;

    private static final List<String> OPS = List.of("hello", "start", "legal-moves", "resolve", "stop");

    @Test
    void everyExampleOfTheProtocolPageIsValidInVersion2() {
        assertValid(2, "hello", HELLO);
        assertValid(2, "start", START);
        assertValid(2, "legal-moves", LEGAL_MOVES);
        assertValid(2, "resolve", RESOLVE);
        assertValid(2, "resolve", REJECTED);
        assertValid(2, "resolve", REJECTED.replace(",\"clauses\":[\"xymyx.RA4.not-its-move\"]", ""));
        assertValid(2, "stop", STOP);
        OPS.forEach(op -> assertValid(2, op, ERRORS));
    }

    @Test
    void theExamplesAreThePagesOwn() throws IOException {
        String page = Files.readString(Path.of("docs/protocol.md"));
        for (String example : List.of(HELLO, START, LEGAL_MOVES, RESOLVE, REJECTED, STOP, ERRORS, RESOLVE_V1)) {
            example.strip().lines().forEach(line -> assertThat(page).as("docs/protocol.md").contains(line));
        }
    }

    @Test
    void version1KeepsItsOwnSchemas() {
        assertValid(1, "resolve", RESOLVE_V1);
        assertValid(1, "hello", HELLO_V1);
        assertValid(1, "start", START);
        assertValid(1, "stop", STOP);
        OPS.forEach(op -> assertValid(1, op, ERRORS));
        assertThat(MessageSchemas.requestProblems(1, "resolve", line(RESOLVE, 0))).anySatisfy(p -> assertThat(p).contains("'white'"));
        assertThat(MessageSchemas.requestProblems(2, "resolve", line(RESOLVE_V1, 0))).anySatisfy(p -> assertThat(p).contains("'moves'"));
        assertThat(MessageSchemas.responseProblems(2, "hello", line(HELLO_V1, 1))).anySatisfy(p -> assertThat(p).contains("$.protocol"));
    }

    @Test
    void unknownFieldsAreTolerated() {
        for (int version : MessageSchemas.VERSIONS) {
            assertThat(MessageSchemas.requestProblems(version, "stop", json("{\"id\":9,\"op\":\"stop\",\"reason\":\"done\"}"))).isEmpty();
            assertThat(MessageSchemas.responseProblems(version, "stop", json("{\"id\":9,\"stopped\":true,\"bye\":1}"))).isEmpty();
        }
    }

    @Test
    void anUnknownOperationOrVersionIsOneProblem() {
        assertThat(MessageSchemas.requestProblems(2, "castle", json("{\"id\":1,\"op\":\"castle\"}")))
                .singleElement().asString().contains("castle");
        assertThat(MessageSchemas.responseProblems(2, "error", line(ERRORS, 0)))
                .singleElement().asString().contains("unknown operation");
        assertThat(MessageSchemas.requestProblems(3, "stop", line(STOP, 0)))
                .singleElement().asString().contains("unknown protocol version 3");
    }

    record Broken(String name, int version, String op, boolean response, JsonNode message, String field) {
        @Override
        public String toString() {
            return "v" + version + ": " + name;
        }
    }

    static Stream<Broken> brokenMessages() {
        return Stream.of(
                request("missing id", "stop", "{\"op\":\"stop\"}", "'id'"),
                request("id as a string", STOP, "\"id\":6", "\"id\":\"6\"", "$.id"),
                request("negative id", STOP, "\"id\":6", "\"id\":-6", "$.id"),
                request("another op", STOP, "\"op\":\"stop\"", "\"op\":\"halt\"", "$.op"),
                request("hello without protocol", HELLO, "\"protocol\":2,", "", "'protocol'"),
                request("ruleset in capitals", START, "\"xymyx\"", "\"XYMYX\"", "$.ruleset"),
                request("side in capitals", LEGAL_MOVES, "\"white\"", "\"WHITE\"", "$.side"),
                request("position with three fields", LEGAL_MOVES, " w - - 0 1", " w -", "$.position"),
                request("position with two spaces", LEGAL_MOVES, " w - - 0 1", " w  - - 0 1", "$.position"),
                request("position with a tab", LEGAL_MOVES, " w - - 0 1", " w - -\\t0 1", "$.position"),
                request("position ending in a space", LEGAL_MOVES, " w - - 0 1", " w - - 0 1 ", "$.position"),
                request("position with one clock", LEGAL_MOVES, " w - - 0 1", " w - - 0", "$.position"),
                request("position with an unknown extra field", LEGAL_MOVES, " w - - 0 1", " w - - 0 1 moves=3", "$.position"),
                request("position with an en passant square on rank 4", LEGAL_MOVES, " w - - 0 1", " w - e4 0 1", "$.position"),
                request("bad move e2e9", RESOLVE, "\"a1a4\"", "\"e2e9\"", "$.moves.white[0]"),
                request("a move not in a list", RESOLVE, "[\"a1a4\"]", "\"a1a4\"", "$.moves.white"),
                request("moves without black", RESOLVE, ",\"black\":[\"b6a4\"]", "", "'black'"),
                request("first as nobody", RESOLVE, "\"first\":\"white\"", "\"first\":\"nobody\"", "$.first"),
                request("history of moves", RESOLVE, "\"first\":\"white\"", "\"first\":\"white\",\"history\":[\"a1a4\"]", "$.history[0]"),
                response("hello response without rulesets", HELLO, ",\"rulesets\":[\"xymyx\"]", "", "'rulesets'"),
                response("hello response speaking protocol 3", HELLO, "\"protocol\":2", "\"protocol\":3", "$.protocol"),
                response("start response with a board only", START, " w KQkq - 0 1", "", "$.position"),
                response("non-string move", LEGAL_MOVES, "\"e1f2\"", "7", "$.moves[1]"),
                response("unknown event kind", RESOLVE, "\"collision\"", "\"crash\"", "$.events[2].kind"),
                response("moved without from", RESOLVE, "\"from\":\"a1\",", "", "'from'"),
                response("collision with from", RESOLVE, "\"square\":\"a4\",\"clauses\":[\"xymyx.R2\"]",
                        "\"square\":\"a4\",\"from\":\"b6\"", "$.events[2].from"),
                response("bounced without from", RESOLVE, "\"kind\":\"moved\",\"side\":\"white\",\"piece\":\"rook\",\"square\":\"a4\",\"from\":\"a1\"",
                        "\"kind\":\"bounced\",\"side\":\"white\",\"piece\":\"rook\",\"square\":\"a4\"", "'from'"),
                response("king-captured naming a Rook", RESOLVE, "\"kind\":\"collision\"", "\"kind\":\"king-captured\"", "$.events[2].piece"),
                outcome("win without winner", "{\"status\":\"win\",\"reason\":\"checkmate\"}", "'winner'"),
                outcome("ongoing with a winner", "{\"status\":\"ongoing\",\"winner\":\"white\"}", "$.outcome.winner"),
                outcome("draw by checkmate", "{\"status\":\"draw\",\"reason\":\"checkmate\"}", "$.outcome.reason"),
                outcome("win by repetition", "{\"status\":\"win\",\"winner\":\"black\",\"reason\":\"repetition\"}", "$.outcome.reason"),
                outcome("double loss with a winner", "{\"status\":\"both-lose\",\"winner\":\"black\",\"reason\":\"king-captured\"}", "$.outcome.winner"),
                outcome("double loss without reason", "{\"status\":\"both-lose\"}", "'reason'"),
                outcome("a reason outside the vocabulary", "{\"status\":\"draw\",\"reason\":\"agreement\"}", "$.outcome.reason"),
                response("resolved without position", RESOLVE, "\"position\":\"3k4/8/8/8/R7/8/8/4K3 w - - 0 2\",", "",
                        "'position'"),
                response("unknown result", REJECTED, "\"rejected\"", "\"refused\"", "$.result"),
                response("rejected without reason", REJECTED, ",\"reason\":\"a Rook cannot move from a1 to b2\"", "", "'reason'"),
                response("rejected with a clause that is not a string", REJECTED, "[\"xymyx.RA4.not-its-move\"]", "[4]", "$.clauses[0]"),
                response("rejected with an empty clause", REJECTED, "[\"xymyx.RA4.not-its-move\"]", "[\"\"]", "$.clauses[0]"),
                response("rejected with clauses not in a list", REJECTED, "[\"xymyx.RA4.not-its-move\"]", "\"xymyx.RA4\"", "$.clauses"),
                response("stopped false", STOP, "true", "false", "$.stopped"),
                response("error with unknown type", ERRORS, "\"internal\"", "\"fatal\"", "$.error.type"),
                response("error without message", ERRORS, ",\"message\":\"IndexError: list index out of range\"", "",
                        "'message'"),
                inVersion1(request("resolve without first", RESOLVE_V1, ",\"first\":\"white\"", "", "'first'")),
                inVersion1(request("resolve with a list of moves", RESOLVE_V1, "\"a1a4\"", "[\"a1a4\"]", "$.white")),
                inVersion1(response("hello response speaking protocol 2", HELLO_V1, "\"protocol\":1", "\"protocol\":2", "$.protocol")),
                inVersion1(response("an event kind of version 2", RESOLVE, "\"collision\"", "\"destroyed\"", "$.events[2].kind")),
                inVersion1(outcome("a double loss", "{\"status\":\"both-lose\",\"reason\":\"king-captured\"}", "$.outcome.status")),
                inVersion1(outcome("a draw by repetition", "{\"status\":\"draw\",\"reason\":\"repetition\"}", "$.outcome.reason")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenMessages")
    void aBrokenMessageIsInvalidAndTheProblemNamesTheField(Broken broken) {
        List<String> problems = broken.response()
                ? MessageSchemas.responseProblems(broken.version(), broken.op(), broken.message())
                : MessageSchemas.requestProblems(broken.version(), broken.op(), broken.message());
        assertThat(problems).as(broken.message().toString())
                .isNotEmpty()
                .anySatisfy(problem -> assertThat(problem).contains(broken.field()));
    }

    private static void assertValid(int version, String op, String lines) {
        for (String line : lines.strip().split("\n")) {
            JsonNode message = json(line);
            List<String> problems = message.has("op")
                    ? MessageSchemas.requestProblems(version, op, message)
                    : MessageSchemas.responseProblems(version, op, message);
            assertThat(problems).as("v" + version + " " + op + ": " + line).isEmpty();
        }
    }

    /** The resolve example's response with {@code outcome} for its outcome. */
    private static Broken outcome(String name, String outcome, String field) {
        return response(name, RESOLVE, "{\"status\":\"ongoing\"}", outcome, field);
    }

    private static Broken inVersion1(Broken broken) {
        return new Broken(broken.name(), 1, broken.op(), broken.response(), broken.message(), broken.field());
    }

    private static Broken request(String name, String op, String message, String field) {
        return new Broken(name, 2, op, false, json(message), field);
    }

    /** The request of an example, with {@code from} replaced by {@code to}. */
    private static Broken request(String name, String example, String from, String to, String field) {
        JsonNode request = line(example, 0);
        return new Broken(name, 2, request.path("op").asText(), false, edit(request, from, to), field);
    }

    /** The last response of an example, with {@code from} replaced by {@code to}. */
    private static Broken response(String name, String example, String from, String to, String field) {
        String[] lines = example.strip().split("\n");
        String op = json(lines[0]).path("op").asText("resolve");
        return new Broken(name, 2, op, true, edit(json(lines[lines.length - 1]), from, to), field);
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
