package arbiter.report;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads {@code report.json} with Jackson's streaming parser, so that only one scenario is in
 * memory at a time: {@link #head} reads everything but the scenarios (and the per-scenario
 * timings), {@link #scenarios} hands the scenarios over one by one, in file order.
 */
final class ReportReader {

    /** Receives one scenario object. */
    @FunctionalInterface
    interface Visitor {
        void visit(JsonNode scenario) throws IOException;
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private ReportReader() {
    }

    /** The top-level fields but {@code scenarios}, and {@code timing} without {@code scenarioMillis}. */
    static ObjectNode head(Path report) throws IOException {
        ObjectNode head = JSON.createObjectNode();
        try (JsonParser p = open(report)) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("scenarios")) {
                    p.skipChildren();
                } else if (field.equals("timing") && p.currentToken() == JsonToken.START_OBJECT) {
                    head.set("timing", timing(p));
                } else {
                    head.set(field, JSON.readTree(p));
                }
            }
        }
        return head;
    }

    private static ObjectNode timing(JsonParser p) throws IOException {
        ObjectNode timing = JSON.createObjectNode();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            p.nextToken();
            if (p.currentToken().isStructStart()) {
                p.skipChildren();
            } else {
                timing.set(field, JSON.readTree(p));
            }
        }
        return timing;
    }

    /** Calls the visitor with each element of the {@code scenarios} array that is an object. */
    static void scenarios(Path report, Visitor visitor) throws IOException {
        try (JsonParser p = open(report)) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (!field.equals("scenarios") || p.currentToken() != JsonToken.START_ARRAY) {
                    p.skipChildren();
                    continue;
                }
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    if (p.currentToken() == JsonToken.START_OBJECT) {
                        visitor.visit(JSON.readTree(p));
                    } else {
                        p.skipChildren();
                    }
                }
            }
        }
    }

    private static JsonParser open(Path report) throws IOException {
        JsonParser p = JSON.getFactory().createParser(report.toFile());
        if (p.nextToken() != JsonToken.START_OBJECT) {
            p.close();
            throw new IOException(report + " is not a JSON object");
        }
        return p;
    }

    /** A field as text: null when absent or JSON null; numbers and booleans as written. */
    static String str(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null || v.isNull() || v.isContainerNode() ? null : v.asText();
    }

    /** A field as a number, or 0. */
    static long num(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null ? 0 : v.asLong();
    }
}
