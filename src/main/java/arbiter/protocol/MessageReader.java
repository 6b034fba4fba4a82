package arbiter.protocol;

import arbiter.board.Quoted;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * A protocol message from its line, read strictly, in either direction and for every protocol
 * version: one JSON object (RFC 8259) and nothing after it but whitespace, no field named twice,
 * nested at most {@value #MAX_DEPTH} deep, numbers of at most {@value #MAX_DIGITS} digits. What it
 * refuses raises a {@link WireException} in the protocol's own words, quoting at most the start of
 * the line.
 */
final class MessageReader {

    static final int MAX_DEPTH = 1000;
    static final int MAX_DIGITS = 1000;
    private static final String ID_RANGE = "a whole number from 0 to " + Long.MAX_VALUE + " in digits";

    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).maxNumberLength(MAX_DIGITS)
                    .maxNameLength(Integer.MAX_VALUE).maxStringLength(Integer.MAX_VALUE).build())
            .build());

    private MessageReader() {
    }

    /** The object on {@code line}. */
    static ObjectNode object(String line) {
        JsonNode node;
        int end;
        try (JsonParser parser = JSON.createParser(line)) {
            node = JSON.readTree(parser);
            end = (int) parser.currentLocation().getCharOffset();
        } catch (JsonProcessingException e) {
            throw new WireException("not JSON (" + problem(e) + "): " + Quoted.of(line));
        } catch (IOException e) {
            throw new IllegalStateException("reading a string", e);
        }
        if (node == null || node.isMissingNode()) {
            throw new WireException("not JSON: the line is blank");
        }
        if (!node.isObject()) {
            throw new WireException("not a JSON object: " + Quoted.of(line));
        }
        if (!LineReader.blank(line.substring(end))) {
            throw new WireException("text after the JSON object, at column " + (end + 1) + ": " + Quoted.of(line));
        }
        return (ObjectNode) node;
    }

    /** What is wrong, and where, in words that name no setting of the JSON library. */
    private static String problem(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        String at = e.getLocation() == null ? "" : " near column " + (e.getLocation().getCharOffset() + 1);
        if (e instanceof StreamConstraintsException) {
            return message.startsWith("Number") ? "a number longer than " + MAX_DIGITS + " digits" + at
                    : message.contains("nesting") ? "arrays and objects nested more than " + MAX_DEPTH + " deep" + at
                    : "a value beyond the reader's limits" + at;
        }
        if (e instanceof JsonEOFException) {
            return "the line ends inside a value";
        }
        if (message.startsWith("Duplicate") && e.getProcessor() instanceof JsonParser parser) {
            return "a field named twice (" + Quoted.of(currentName(parser)) + ")" + at;
        }
        if (message.startsWith("Illegal unquoted character")) {
            return "a control character not escaped in a string" + at;
        }
        return "unexpected text" + at;
    }

    private static String currentName(JsonParser parser) {
        try {
            return String.valueOf(parser.currentName());
        } catch (IOException e) {
            return "?";
        }
    }

    /**
     * The id of a message: a whole number from 0 to {@link Long#MAX_VALUE}, written in digits (not
     * {@code 1.0}, {@code 1e2}, {@code -1} or {@code "1"}).
     */
    static long id(JsonNode message) {
        JsonNode id = message.get("id");
        if (id == null) {
            throw new WireException("\"id\" is missing; an id is " + ID_RANGE);
        }
        if (!id.isIntegralNumber() || !id.canConvertToLong() || id.asLong() < 0) {
            throw new WireException("\"id\" is " + shown(id) + ", which is not " + ID_RANGE);
        }
        return id.asLong();
    }

    /** A value as it is written, or quoted and cut when it is long or a string. */
    static String shown(JsonNode value) {
        String json = value.toString();
        return value.isTextual() ? "the string " + Quoted.of(value.asText()) : json.length() <= 40 ? json : Quoted.of(json);
    }
}
