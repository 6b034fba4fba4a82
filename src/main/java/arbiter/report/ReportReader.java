package arbiter.report;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;

/**
 * Reads {@code report.json} with Jackson's streaming parser, so that only one scenario is in
 * memory at a time: {@link #head} reads everything but the scenarios (and the per-scenario
 * timings), {@link #scenarios} hands the scenarios over one by one, in file order. Public for the readers of
 * finished reports outside the report itself: a comparison reads every run's {@code report.json} through it.
 */
public final class ReportReader {

    /** Receives one scenario object. */
    @FunctionalInterface
    public interface Visitor {
        /** Receives the next scenario object. */
        void visit(JsonNode scenario) throws IOException;
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectWriter ASIDE = JSON.writer().with(JsonWriteFeature.ESCAPE_NON_ASCII);

    private ReportReader() {
    }

    /** The top-level fields but {@code scenarios}, and {@code timing} without {@code scenarioMillis}. */
    public static ObjectNode head(Path report) throws IOException {
        return head(report, null);
    }

    /** As above, handing {@code each} (unless null) each element of the {@code scenarios} array that is an object, in the same pass. */
    static ObjectNode head(Path report, Visitor each) throws IOException {
        ObjectNode head = JSON.createObjectNode();
        try (JsonParser p = open(report)) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("scenarios")) {
                    visit(p, each);
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
    public static void scenarios(Path report, Visitor visitor) throws IOException {
        try (JsonParser p = open(report)) {
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("scenarios")) {
                    visit(p, visitor);
                } else {
                    p.skipChildren();
                }
            }
        }
    }

    /** The objects of the array the parser is at, each to {@code visitor}; anything else, or everything when it is null, skipped. */
    private static void visit(JsonParser p, Visitor visitor) throws IOException {
        if (visitor == null || p.currentToken() != JsonToken.START_ARRAY) {
            p.skipChildren();
            return;
        }
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (p.currentToken() == JsonToken.START_OBJECT) {
                visitor.visit(JSON.readTree(p));
            } else {
                p.skipChildren();
            }
        }
    }

    /** Writes a scenario put aside, for {@link #read}: a line of JSON, all but ASCII escaped, so that even a lone surrogate comes back. */
    static void write(Writer out, JsonNode scenario) throws IOException {
        out.write(ASIDE.writeValueAsString(scenario));
        out.write('\n');
    }

    /** Calls the visitor with each scenario {@link #write} put aside, in order. */
    static void read(Reader in, Visitor visitor) throws IOException {
        try (MappingIterator<JsonNode> scenarios = JSON.readerFor(JsonNode.class).readValues(in)) {
            while (scenarios.hasNext()) {
                visitor.visit(scenarios.next());
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
    public static String str(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null || v.isNull() || v.isContainerNode() ? null : v.asText();
    }

    /** A field as a number, or 0. */
    static long num(JsonNode node, String field) {
        JsonNode v = node == null ? null : node.get(field);
        return v == null ? 0 : v.asLong();
    }
}
