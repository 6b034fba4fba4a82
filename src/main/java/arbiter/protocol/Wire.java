package arbiter.protocol;

import arbiter.api.Description;
import arbiter.board.Quoted;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The adapter interface's values as protocol JSON, both ways. Malformed JSON raises {@link WireException}. */
final class Wire {

    /** The longest line either side may write, not counting its line feed. */
    static final int MAX_LINE_BYTES = 1 << 20;
    /** The longest error message a response carries; a longer one is cut. */
    static final int MAX_ERROR_MESSAGE = 500;
    static final ObjectMapper JSON = new ObjectMapper();

    private Wire() {
    }

    /** This Arbiter's version, as the hello request states it. */
    static String arbiterVersion() {
        String version = Wire.class.getPackage().getImplementationVersion();
        return version == null ? "dev" : version;
    }

    static ObjectNode message(long id) {
        return JSON.createObjectNode().put("id", id);
    }

    static String name(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    static <E extends Enum<E>> E value(Class<E> type, JsonNode node, String field) {
        String text = text(node, field);
        for (E e : type.getEnumConstants()) {
            if (name(e).equals(text)) {
                return e;
            }
        }
        throw new WireException("\"" + field + "\" is " + Quoted.of(text) + ", which is not one of " + names(type));
    }

    private static <E extends Enum<E>> List<String> names(Class<E> type) {
        List<String> names = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            names.add(name(e));
        }
        return names;
    }

    static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw new WireException("\"" + field + "\" is " + (value == null ? "missing" : "not a string: " + Quoted.of(value.toString())));
        }
        return value.asText();
    }

    static String optionalText(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : text(node, field);
    }

    static List<String> texts(JsonNode node, String field, boolean required) {
        JsonNode value = node.get(field);
        if (value == null && !required) {
            return List.of();
        }
        if (value == null || !value.isArray()) {
            throw new WireException("\"" + field + "\" is " + (value == null ? "missing" : "not an array: " + Quoted.of(value.toString())));
        }
        List<String> texts = new ArrayList<>();
        for (JsonNode item : value) {
            if (!item.isTextual()) {
                throw new WireException("\"" + field + "\" holds a value that is not a string: " + Quoted.of(item.toString()));
            }
            texts.add(item.asText());
        }
        return texts;
    }

    static ObjectNode description(Description d) {
        ObjectNode node = JSON.createObjectNode().put("name", d.name()).put("version", d.version())
                .put("language", d.language()).put("homepage", d.homepage());
        ArrayNode rulesets = node.putArray("rulesets");
        d.rulesets().forEach(rulesets::add);
        return node;
    }

    /** The hello response's {@code implementation}; a language or homepage it leaves out is "". */
    static Description description(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new WireException("\"implementation\" is missing or not an object");
        }
        String language = optionalText(node, "language");
        String homepage = optionalText(node, "homepage");
        return new Description(text(node, "name"), text(node, "version"), language == null ? "" : language,
                homepage == null ? "" : homepage, texts(node, "rulesets", true));
    }

    private static String cut(String message) {
        if (message.length() <= MAX_ERROR_MESSAGE) {
            return message;
        }
        int end = Character.isHighSurrogate(message.charAt(MAX_ERROR_MESSAGE - 1)) ? MAX_ERROR_MESSAGE - 1 : MAX_ERROR_MESSAGE;
        return message.substring(0, end) + "... (cut: " + message.length() + " characters)";
    }

    /** An error response; a message longer than {@value #MAX_ERROR_MESSAGE} characters is cut. */
    static ObjectNode error(Long id, String type, String message) {
        ObjectNode node = JSON.createObjectNode();
        if (id == null) {
            node.putNull("id");
        } else {
            node.put("id", id);
        }
        node.putObject("error").put("type", type).put("message", cut(message == null ? "" : message));
        return node;
    }
}
