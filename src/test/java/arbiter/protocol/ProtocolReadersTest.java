package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Description;
import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The protocol's readers quote what they refuse briefly, on one line, and read back what they write. */
class ProtocolReadersTest {

    @Test
    void aRefusedRequestQuotesTheBadValueShortlyOnOneLine() {
        ProtocolServer server = new ProtocolServer(Target.find(Target.REFERENCE));
        String op = server.answer("{\"id\":1,\"op\":\"\\r\\n" + "x".repeat(5000) + "\"}").path("error").path("message").asText();
        assertThat(op).startsWith("unknown op \"\\u000d\\u000axxx").contains("(5002 characters)").doesNotContain("\n", "\r")
                .hasSizeLessThan(200);
        String ruleset = server.answer("{\"id\":2,\"op\":\"start\",\"ruleset\":\"" + "y".repeat(5000) + "\"}")
                .path("error").path("message").asText();
        assertThat(ruleset).startsWith("unknown ruleset \"yyy").contains("(5000 characters)").hasSizeLessThan(250);
        String side = server.answer("{\"id\":3,\"op\":\"legal-moves\",\"ruleset\":\"xymyx\",\"position\":\"4k3/8/8/8/8/8/8/4K3 w - - 0 1\","
                + "\"side\":[" + "1,".repeat(3000) + "1]}").path("error").path("message").asText();
        assertThat(side).startsWith("\"side\" is not a string: \"[1,1,").hasSizeLessThan(200);
    }

    @Test
    void aHelloWithoutLanguageOrHomepageIsAcceptedAsTheSchemaAllows() {
        for (int version : MessageSchemas.VERSIONS) {
            ObjectNode hello = Wire.JSON.createObjectNode().put("id", 0).put("protocol", version);
            hello.putObject("implementation").put("name", "terse").put("version", "1").putArray("rulesets").add("xymyx");
            assertThat(MessageSchemas.responseProblems(version, "hello", hello)).isEmpty();
            assertThat(Wire.description(hello.get("implementation"))).isEqualTo(new Description("terse", "1", "", "", List.of("xymyx")));
        }
    }

    @Test
    void aResponseReadsBackAsWrittenAndAMalformedOneIsAWireError() {
        TurnResult result = new TurnResult.Resolved("4k3/8/8/8/8/8/8/4K3 w - - 0 2", List.of(), Outcome.draw("stalemate"), List.of("xymyx.END"));
        assertThat(ProtocolJson.readTurnResult(ProtocolJson.turnResult(result))).isEqualTo(result);
        assertThatThrownBy(() -> ProtocolJson.readTurnResult("[]")).isInstanceOf(WireException.class).hasMessage("not a JSON object: \"[]\"");
        assertThatThrownBy(() -> ProtocolJson.readTurnResult("")).isInstanceOf(WireException.class);
        assertThatThrownBy(() -> ProtocolJson.readTurnResult("{\"result\":\"resolved\",\"events\":[],\"outcome\":{\"status\":\"o\\ngoing\"}}"))
                .isInstanceOf(WireException.class).hasMessage("\"status\" is \"o\\u000agoing\", which is not one of [ongoing, win, draw, both-lose]");
    }
}
