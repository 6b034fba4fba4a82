package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.Target;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The exchanges docs/protocol.md shows (a request line followed by its response line) are what
 * the reference answers over version 2, word for word, so the page cannot drift from the code.
 */
class ProtocolPageExamplesTest {

    private static final String HELLO = "{\"id\":0,\"op\":\"hello\",\"protocol\":2}";
    private static final List<String> OPS = List.of("start", "legal-moves", "resolve", "stop");

    @TestFactory
    Stream<DynamicTest> theReferenceAnswersEachExampleRequestAsThePageShows() throws IOException {
        List<String> lines = Files.readAllLines(Path.of("docs/protocol.md")).stream().filter(l -> l.startsWith("{\"id\":")).toList();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i + 1 < lines.size(); i++) {
            JsonNode request = MessageReader.object(lines.get(i));
            JsonNode response = MessageReader.object(lines.get(i + 1));
            if (OPS.contains(request.path("op").asText()) && !response.has("op") && response.get("id").equals(request.get("id"))) {
                String requestLine = lines.get(i);
                String responseLine = lines.get(i + 1);
                tests.add(DynamicTest.dynamicTest(request.get("op").asText() + " " + request.get("id"),
                        () -> assertThat(answer(requestLine)).isEqualTo(responseLine)));
            }
        }
        assertThat(tests).as("the exchanges found on the page").hasSizeGreaterThanOrEqualTo(6);
        return tests.stream();
    }

    private static String answer(String request) throws IOException {
        StringWriter out = new StringWriter();
        new ProtocolServer(Target.find(Target.REFERENCE)).serve(
                new ByteArrayInputStream((HELLO + "\n" + request).getBytes(StandardCharsets.UTF_8)), out);
        return out.toString().lines().skip(1).findFirst().orElseThrow();
    }
}
