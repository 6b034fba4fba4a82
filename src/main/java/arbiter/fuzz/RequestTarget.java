package arbiter.fuzz;

import arbiter.api.Implementation;
import arbiter.protocol.ProtocolServer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.random.RandomGenerator;

/**
 * The protocol server's request reader, answering for an implementation: every line in gets one
 * JSON object out, and an error there is {@code invalid-input} or {@code unsupported}, never
 * {@code internal} (an exception that escaped the server's readers or the implementation).
 */
final class RequestTarget implements FuzzTarget {

    private final ProtocolServer server;
    private final Requests requests;

    RequestTarget(Implementation implementation) {
        this.server = new ProtocolServer(implementation);
        this.requests = new Requests(implementation);
    }

    @Override
    public String name() {
        return "request";
    }

    @Override
    public String input(RandomGenerator random) {
        return requests.next(random);
    }

    @Override
    public String feed(String input) {
        StringWriter out = new StringWriter();
        try {
            server.serve(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String refusal = null;
        for (String line : out.toString().split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            JsonNode error = object(line).get("error");
            if (error != null) {
                String type = error.path("type").asText();
                if (!type.equals("invalid-input") && !type.equals("unsupported")) {
                    throw new IllegalStateException("the server answered a " + type + " error: " + error.path("message").asText());
                }
                refusal = error.path("message").asText();
            }
        }
        return refusal;
    }

    private static JsonNode object(String line) {
        try {
            JsonNode node = Requests.JSON.readTree(line);
            if (node != null && node.isObject()) {
                return node;
            }
        } catch (JsonProcessingException e) {
            // reported below
        }
        throw new IllegalStateException("the server wrote a line that is not a JSON object: " + Escaped.of(line));
    }
}
