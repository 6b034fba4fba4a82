package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.Target;
import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The server side of the protocol, driven by a scripted transport: lines in, lines out. */
class ProtocolServerTest {

    private static List<String> serve(String... requests) throws Exception {
        return serve(String.join("\n", requests).getBytes(StandardCharsets.UTF_8));
    }

    /** The response lines to {@code input}, given as bytes. */
    static List<String> serve(byte[] input) throws Exception {
        StringWriter out = new StringWriter();
        new ProtocolServer(Target.find(Target.REFERENCE)).serve(new ByteArrayInputStream(input), out);
        return out.toString().lines().toList();
    }

    @Test
    void aRejectionIsAnsweredWithItsClausesInVersion2AndWithoutThemInVersion1() throws Exception {
        String resolve = "{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"4k3/8/8/8/8/8/8/4K2R w K - 0 1\",";
        String rejected = "{\"id\":1,\"result\":\"rejected\",\"side\":\"white\",\"move\":\"e1g1q\",\"reason\":\"only a pawn is"
                + " promoted, and e1g1q is a move of the White King on e1\"";
        assertThat(serve("{\"id\":0,\"op\":\"hello\",\"protocol\":2}", resolve + "\"moves\":{\"white\":[\"e1g1q\"],\"black\":[\"e8d8\"]},"
                + "\"first\":\"white\"}")).element(1).isEqualTo(rejected + ",\"clauses\":[\"xymyx.RA3.promotion-not-pawn\"]}");
        assertThat(serve("{\"id\":0,\"op\":\"hello\",\"protocol\":1}", resolve + "\"white\":\"e1g1q\",\"black\":\"e8d8\","
                + "\"first\":\"white\"}")).element(1).isEqualTo(rejected + "}");
    }

    @Test
    void answersTheHandshakeStartAndStop() throws Exception {
        List<String> lines = serve("{\"id\":0,\"op\":\"hello\",\"protocol\":1,\"arbiter\":\"test\"}",
                "{\"id\":1,\"op\":\"start\",\"ruleset\":\"xymyx-classic\"}", "{\"id\":2,\"op\":\"stop\"}",
                "{\"id\":3,\"op\":\"start\",\"ruleset\":\"xymyx\"}");
        assertThat(lines).hasSize(3);
        assertThat(lines.get(0)).startsWith("{\"id\":0,\"protocol\":1,\"implementation\":{\"name\":\"arbiter-reference\"");
        assertThat(lines.get(1)).isEqualTo("{\"id\":1,\"position\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"}");
        assertThat(lines.get(2)).isEqualTo("{\"id\":2,\"stopped\":true}");
    }

    @Test
    void resolvesAndRejects() throws Exception {
        List<String> lines = serve(
                "{\"id\":7,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1\","
                        + "\"white\":\"a1a4\",\"black\":\"b6a4\",\"first\":\"white\"}",
                "{\"id\":8,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1\","
                        + "\"white\":\"a1b2\",\"black\":\"b6a4\",\"first\":\"black\"}");
        assertThat(lines.get(0)).isEqualTo("{\"id\":7,\"result\":\"resolved\",\"position\":\"3k4/8/8/8/R7/8/8/4K3 w - - 0 2\","
                + "\"events\":[{\"kind\":\"moved\",\"side\":\"white\",\"piece\":\"rook\",\"square\":\"a4\",\"from\":\"a1\",\"clauses\":[\"xymyx.R1\"]},"
                + "{\"kind\":\"moved\",\"side\":\"black\",\"piece\":\"knight\",\"square\":\"a4\",\"from\":\"b6\",\"clauses\":[\"xymyx.R1\"]},"
                + "{\"kind\":\"collision\",\"side\":\"black\",\"piece\":\"knight\",\"square\":\"a4\",\"clauses\":[\"xymyx.R2\"]}],"
                + "\"outcome\":{\"status\":\"ongoing\"},\"trace\":[\"xymyx.R1\",\"xymyx.R2\"]}");
        assertThat(lines.get(1)).startsWith("{\"id\":8,\"result\":\"rejected\",\"side\":\"white\",\"move\":\"a1b2\",\"reason\":");
    }

    @Test
    void saysWhatIsWrongWithABadRequest() throws Exception {
        List<String> lines = serve("this is not json", "[1,2]", "{\"op\":\"hello\"}", "{\"id\":4,\"op\":\"dance\"}",
                "{\"id\":5,\"op\":\"start\",\"ruleset\":\"chess960\"}",
                "{\"id\":6,\"op\":\"legal-moves\",\"ruleset\":\"xymyx\",\"position\":\"not a fen\",\"side\":\"white\"}",
                "{\"id\":7,\"op\":\"legal-moves\",\"ruleset\":\"xymyx\",\"position\":\"3k4/8/8/8/8/8/8/4K3 w - - 0 1\",\"side\":\"red\"}");
        assertThat(lines.get(0)).isEqualTo("{\"id\":null,\"error\":{\"type\":\"invalid-input\",\"message\":"
                + "\"not JSON (unexpected text near column 1): \\\"this is not json\\\"\"}}");
        assertThat(lines.get(1)).isEqualTo("{\"id\":null,\"error\":{\"type\":\"invalid-input\",\"message\":\"not a JSON object: \\\"[1,2]\\\"\"}}");
        assertThat(lines.get(2)).startsWith("{\"id\":null,\"error\":{\"type\":\"invalid-input\"");
        assertThat(lines.get(3)).isEqualTo("{\"id\":4,\"error\":{\"type\":\"invalid-input\",\"message\":\"unknown op \\\"dance\\\";"
                + " this server knows hello, start, legal-moves, resolve, stop\"}}");
        assertThat(lines.get(4)).contains("\"id\":5", "invalid-input", "unknown ruleset \\\"chess960\\\"");
        assertThat(lines.get(5)).contains("\"id\":6", "invalid-input", "FEN");
        assertThat(lines.get(6)).contains("\"id\":7", "invalid-input", "\\\"side\\\" is \\\"red\\\", which is not one of [white, black]");
    }
}
