package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.cli.ArbiterCommand;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code arbiter serve}'s side of the versions: what a hello settles, and how requests and answers follow it. */
class ServerVersionsTest {

    private static final String POSITION = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 3";
    private static final String HELLO_2 = "{\"id\":0,\"op\":\"hello\",\"protocol\":2}";

    /** An implementation that records the turns it is given and answers each with {@link #answer}. */
    private static final class Recording implements Implementation {
        final List<Turn> turns = new ArrayList<>();
        final int apiVersion;
        TurnResult answer = new TurnResult.Resolved(POSITION, List.of(), Outcome.ONGOING, List.of());

        Recording(int apiVersion) {
            this.apiVersion = apiVersion;
        }

        @Override
        public Description describe() {
            return new Description("recording", "1", "Java", "", List.of("xymyx"));
        }

        @Override
        public String startPosition(String ruleset) {
            return POSITION;
        }

        @Override
        public List<String> legalMoves(String ruleset, String position, Side side) {
            return List.of();
        }

        @Override
        public int apiVersion() {
            return apiVersion;
        }

        @Override
        public TurnResult resolve(Turn turn) {
            turns.add(turn);
            return answer;
        }
    }

    private static List<JsonNode> serve(ProtocolServer server, String... lines) throws Exception {
        StringWriter out = new StringWriter();
        server.serve(new ByteArrayInputStream(String.join("\n", lines).getBytes(StandardCharsets.UTF_8)), out);
        return out.toString().lines().map(MessageReader::object).map(JsonNode.class::cast).toList();
    }

    @ParameterizedTest(name = "asked {0}, server up to {1}, implementation of version {2}: {3}")
    @CsvSource({"2, 2, 2, 2", "1, 2, 2, 1", "7, 2, 2, 2", "99999999999999999999, 2, 2, 2", "2, 1, 2, 1", "2, 2, 1, 1", "-, 2, 2, 1"})
    void aHelloIsAnsweredWithTheVersionAskedForAsFarAsServerAndImplementationGo(String asked, int highest, int api, int answered)
            throws Exception {
        String hello = asked.equals("-") ? "{\"id\":0,\"op\":\"hello\"}" : "{\"id\":0,\"op\":\"hello\",\"protocol\":" + asked + "}";
        JsonNode response = serve(new ProtocolServer(new Recording(api), highest), hello).get(0);
        assertThat(response.get("protocol").asInt()).isEqualTo(answered);
        assertThat(MessageSchemas.responseProblems(answered, "hello", response)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"\"2\"", "0", "-1", "1.5", "null"})
    void aHelloNamingNoVersionIsRefusedNamingTheField(String asked) throws Exception {
        JsonNode response = serve(new ProtocolServer(new Recording(2)), "{\"id\":0,\"op\":\"hello\",\"protocol\":" + asked + "}").get(0);
        assertThat(response.path("error").path("type").asText()).isEqualTo("invalid-input");
        assertThat(response.path("error").path("message").asText()).startsWith("\"protocol\" is ").contains("which is not a version");
    }

    @Test
    void aVersion2ResolveReachesTheImplementationAsTheTurnItSays() throws Exception {
        Recording implementation = new Recording(2);
        List<JsonNode> responses = serve(new ProtocolServer(implementation), HELLO_2,
                "{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"revochess\",\"position\":\"" + POSITION + "\","
                        + "\"moves\":{\"white\":[\"e2e4\",\"e4e5\"],\"black\":[]},\"history\":[\"" + POSITION + "\"]}",
                "{\"id\":2,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"" + POSITION + "\","
                        + "\"moves\":{\"white\":[\"e1d1\"],\"black\":[\"e8d8\"]},\"first\":\"black\"}");
        assertThat(responses.subList(1, 3)).allSatisfy(r -> assertThat(r.path("result").asText()).isEqualTo("resolved"));
        assertThat(implementation.turns).containsExactly(
                new Turn("revochess", POSITION, List.of("e2e4", "e4e5"), List.of(), null, List.of(POSITION)),
                new Turn("xymyx", POSITION, List.of("e1d1"), List.of("e8d8"), Side.BLACK, List.of()));
    }

    @Test
    void eachVersionRefusesTheOthersResolveNamingWhatIsMissing() throws Exception {
        String version1 = "{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"" + POSITION + "\","
                + "\"white\":\"e1d1\",\"black\":\"e8d8\",\"first\":\"white\"}";
        String version2 = "{\"id\":2,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"" + POSITION + "\","
                + "\"moves\":{\"white\":[\"e1d1\"],\"black\":[\"e8d8\"]}}";
        ProtocolServer server = new ProtocolServer(new Recording(2));
        assertThat(serve(server, HELLO_2, version1).get(1).path("error").path("message").asText())
                .startsWith("\"moves\" is missing; it holds each player's moves");
        assertThat(serve(server, version2).get(0).path("error").path("message").asText())
                .as("a new conversation, without hello, is in version 1")
                .startsWith("\"moves\" is a field of protocol version 2, and this conversation is in version 1");
        assertThat(serve(server, "{\"id\":0,\"op\":\"hello\",\"protocol\":1}", version1).get(1).path("result").asText()).isEqualTo("resolved");
    }

    @Test
    void aVersion1AnswerNeverHoldsWhatOnlyVersion2Says() throws Exception {
        Recording implementation = new Recording(2);
        implementation.answer = new TurnResult.Resolved(POSITION, List.of(new Event(EventKind.BOUNCED, Side.WHITE, PieceKind.PAWN,
                "e4", "e2", List.of())), Outcome.ONGOING, List.of());
        String resolve = "{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"" + POSITION + "\","
                + "\"white\":\"e2e4\",\"black\":\"e8d8\",\"first\":\"white\"}";
        JsonNode refused = serve(new ProtocolServer(implementation, 1), HELLO_2, resolve).get(1);
        assertThat(refused.path("error").path("type").asText()).isEqualTo("unsupported");
        assertThat(refused.path("error").path("message").asText()).isEqualTo("the answer to this turn holds a \"bounced\" event,"
                + " which protocol version 1 cannot say; say hello with \"protocol\":2 to be given it");
        JsonNode said = serve(new ProtocolServer(implementation), HELLO_2, resolve.replace("\"white\":\"e2e4\",\"black\":\"e8d8\"",
                "\"moves\":{\"white\":[\"e2e4\"],\"black\":[\"e8d8\"]}")).get(1);
        assertThat(said.path("events").get(0).path("kind").asText()).isEqualTo("bounced");
        assertThat(MessageSchemas.responseProblems(2, "resolve", said)).isEmpty();
    }

    @Test
    void aServerSpeaksOnlyVersionsThereAre() {
        for (int highest : new int[] {0, 3}) {
            assertThatThrownBy(() -> new ProtocolServer(new Recording(2), highest)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("protocol version " + highest + " is not one this server speaks (it speaks 1 and 2)");
        }
        StringWriter err = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "serve", "--protocol", "3");
        assertThat(status).isEqualTo(2);
        assertThat(err.toString()).contains("arbiter: protocol version 3 is not one this server speaks (it speaks 1 and 2)");
    }
}
