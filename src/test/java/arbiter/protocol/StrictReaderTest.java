package arbiter.protocol;

import static arbiter.protocol.ProtocolServerTest.serve;
import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader's rules of docs/protocol.md ("Lines"), through the server with a scripted transport:
 * what makes a line, a blank line, a message and an id, and what an error response may say.
 */
class StrictReaderTest {

    private static final String STOP = "{\"id\":9,\"op\":\"stop\"}";
    private static final String STOPPED = "{\"id\":9,\"stopped\":true}";

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    private static String message(String response) {
        assertThat(response).startsWith("{\"id\":null,\"error\":{\"type\":\"invalid-input\",\"message\":");
        return response;
    }

    @Test
    void aCarriageReturnInsideALineIsWhitespaceAndOnlyALineFeedEndsALine() throws Exception {
        List<String> lines = serve(bytes("{\"id\":1,\r\"op\":\"start\",\r\"ruleset\":\"xymyx\"\r}\r\n" + STOP + "\r\n"));
        assertThat(lines).containsExactly("{\"id\":1,\"position\":\"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"}", STOPPED);
    }

    @Test
    void blankLinesGetNoAnswerAndOtherBlanksAreNotBlank() throws Exception {
        List<String> lines = serve(bytes("\n \t\r\n\r\n" + "{\"id\":1,\"op\":\"start\",\"ruleset\":\"xymyx\"}\n\n   \n"
                + "\u000b\n\u2028\n" + STOP));
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("{\"id\":1,\"position\":");
        assertThat(message(lines.get(1))).contains("not JSON (unexpected text near column 2): \\\"\\\\u000b\\\"");
        assertThat(message(lines.get(2))).contains("not JSON (unexpected text near column 1): \\\"\\\\u2028\\\"");
        assertThat(lines.get(3)).isEqualTo(STOPPED);
    }

    @Test
    void textAfterTheObjectIsRefusedWithoutActingOnTheObject() throws Exception {
        List<String> lines = serve(bytes("{\"id\":1,\"op\":\"stop\"} x\n{\"id\":2,\"op\":\"stop\"}{}\n{\"id\":3,\"op\":\"stop\"}\t\r\n"));
        assertThat(lines).hasSize(3);
        assertThat(message(lines.get(0))).contains("text after the JSON object, at column 21: \\\"{\\\"id\\\":1,\\\"op\\\":\\\"stop\\\"} x\\\"");
        assertThat(message(lines.get(1))).contains("text after the JSON object, at column 21");
        assertThat(lines.get(2)).isEqualTo("{\"id\":3,\"stopped\":true}");
    }

    @Test
    void aLineThatIsNotUtf8IsRefusedNamingTheByte() throws Exception {
        byte[] start = bytes("{\"id\":1,\"op\":\"start\",\"ruleset\":\"xymyx");
        byte[] end = bytes("\"}\n");
        List<String> lines = serve(concat(start, new byte[] {(byte) 0xff}, end, start, new byte[] {(byte) 0xc0, (byte) 0xaf}, end,
                start, new byte[] {(byte) 0xed, (byte) 0xa0, (byte) 0x80}, end, start, new byte[] {(byte) 0xe2, (byte) 0x82}, end,
                bytes("{\"id\":2,\"op\":\"start\",\"ruleset\":\"x\u00e9\"}\n"), bytes(STOP)));
        assertThat(lines).hasSize(6);
        assertThat(message(lines.get(0))).contains("\"the request is a line that is not UTF-8 (at byte 38: 0xFF)\"");
        assertThat(message(lines.get(1))).contains("(at byte 38: 0xC0)");
        assertThat(message(lines.get(2))).contains("(at byte 38: 0xED)");
        assertThat(message(lines.get(3))).contains("(at byte 38: 0xE2)");
        assertThat(lines.get(4)).contains("\"id\":2", "unknown ruleset \\\"x\u00e9\\\"");
        assertThat(lines.get(5)).isEqualTo(STOPPED);
    }

    @Test
    void anIdIsAWholeNumberFromZeroInDigits() throws Exception {
        List<String> refused = List.of("1.5", "1.0", "1e2", "-1", "\"1\"", "9223372036854775808", "null", "true", "[1]");
        StringBuilder input = new StringBuilder();
        refused.forEach(id -> input.append("{\"id\":").append(id).append(",\"op\":\"stop\"}\n"));
        input.append("{\"op\":\"stop\"}\n{\"id\":9223372036854775807,\"op\":\"stop\"}\n");
        List<String> lines = serve(bytes(input.toString()));
        assertThat(lines).hasSize(refused.size() + 2);
        for (int i = 0; i < refused.size(); i++) {
            assertThat(message(lines.get(i))).contains(", which is not a whole number from 0 to 9223372036854775807 in digits");
        }
        assertThat(lines.get(1)).contains("\"id\\\" is 1.0,");
        assertThat(lines.get(4)).contains("\"id\\\" is the string \\\"1\\\",");
        assertThat(message(lines.get(refused.size()))).contains("\\\"id\\\" is missing");
        assertThat(lines.get(refused.size() + 1)).isEqualTo("{\"id\":9223372036854775807,\"stopped\":true}");
    }

    @Test
    void aLineOverTheLimitIsRefusedAndTheNextOneRead() throws Exception {
        String padded = "{\"id\":1,\"op\":\"stop\",\"padding\":\"" + "x".repeat(Wire.MAX_LINE_BYTES) + "\"}\n";
        List<String> lines = serve(bytes(padded + STOP));
        assertThat(lines).containsExactly("{\"id\":null,\"error\":{\"type\":\"invalid-input\","
                + "\"message\":\"the request is a line longer than 1048576 bytes\"}}", STOPPED);
    }

    @Test
    void anErrorResponseQuotesAShortExcerptAndNamesNoSettingOfTheJsonLibrary() throws Exception {
        String big = "x".repeat(Wire.MAX_LINE_BYTES - 100);
        List<String> requests = List.of(big, "{\"id\":1,\"op\":" + big + "}", "{\"id\":NaN}", "{\"id\":+1}", "{\"id\":1 // note\n",
                "{\"id\":1,\"op\":\"stop\",\"op\":\"hello\"}", "{\"id\":" + "1".repeat(1001) + "}", "[".repeat(1001),
                "{\"id\":1,\"op\":\"a\u0001\"}", "{\"id\":1,\"op\":\"stop\"", "{\"id\":1,'op':1}", "{\"id\":1,}", "\u0000",
                "{\"id\":1," + "\"" + "k".repeat(60_000) + "\":1}", "{\"id\":" + "9".repeat(900) + "}");
        List<String> lines = serve(bytes(String.join("\n", requests) + "\n" + STOP));
        assertThat(lines).hasSize(requests.size() + 1);
        for (String line : lines.subList(0, requests.size())) {
            assertThat(line).contains("\"type\":\"invalid-input\"").hasSizeLessThan(300).doesNotContainIgnoringCase("jackson")
                    .doesNotContain("Feature", "Constraints", "ALLOW_", "`", "REDACTED", "[Source");
        }
        assertThat(lines.get(2)).contains("not JSON (unexpected text near column 10)");
        assertThat(lines.get(5)).contains("not JSON (a field named twice (\\\"op\\\") near column 25)");
        assertThat(lines.get(6)).contains("not JSON (a number longer than 1000 digits");
        assertThat(lines.get(7)).contains("not JSON (arrays and objects nested more than 1000 deep");
        assertThat(lines.get(8)).contains("not JSON (a control character not escaped in a string near column 16)");
        assertThat(lines.get(9)).contains("not JSON (the line ends inside a value)");
        assertThat(lines.get(lines.size() - 1)).isEqualTo(STOPPED);
    }

    @Test
    void anImplementationsLongMessageIsCut() throws Exception {
        Implementation reference = Target.find(Target.REFERENCE);
        Implementation verbose = new Implementation() {
            @Override
            public Description describe() {
                return reference.describe();
            }

            @Override
            public String startPosition(String ruleset) {
                throw new InvalidInputException("cannot read " + "y".repeat(3 << 20));
            }

            @Override
            public List<String> legalMoves(String ruleset, String position, Side side) {
                return reference.legalMoves(ruleset, position, side);
            }

            @Override
            public TurnResult resolve(Turn turn) {
                return reference.resolve(turn);
            }
        };
        StringWriter out = new StringWriter();
        new ProtocolServer(verbose).serve(new ByteArrayInputStream(bytes("{\"id\":1,\"op\":\"start\",\"ruleset\":\"xymyx\"}")), out);
        assertThat(out.toString()).startsWith("{\"id\":1,\"error\":{\"type\":\"invalid-input\",\"message\":\"cannot read yyy")
                .endsWith("yyy... (cut: 3145740 characters)\"}}\n").hasSizeLessThan(Wire.MAX_ERROR_MESSAGE + 100);
    }
}
