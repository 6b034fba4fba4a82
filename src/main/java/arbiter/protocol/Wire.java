package arbiter.protocol;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
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

    static final int PROTOCOL = 1;
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

    static ObjectNode resolveRequest(long id, Turn turn) {
        return message(id).put("op", "resolve").put("ruleset", turn.ruleset()).put("position", turn.position())
                .put("white", turn.whiteMove()).put("black", turn.blackMove()).put("first", name(turn.firstRegistered()));
    }

    static Turn turn(JsonNode request) {
        return new Turn(text(request, "ruleset"), text(request, "position"), text(request, "white"),
                text(request, "black"), value(Side.class, request, "first"));
    }

    static ObjectNode turnResult(long id, TurnResult result) {
        ObjectNode node = message(id);
        if (result instanceof TurnResult.Rejected r) {
            return node.put("result", "rejected").put("side", name(r.side())).put("move", r.move()).put("reason", r.reason());
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        node.put("result", "resolved").put("position", r.position());
        ArrayNode events = node.putArray("events");
        for (Event e : r.events()) {
            ObjectNode event = events.addObject().put("kind", name(e.kind())).put("side", name(e.side()))
                    .put("piece", name(e.piece())).put("square", e.square());
            if (e.from() != null) {
                event.put("from", e.from());
            }
            ArrayNode clauses = event.putArray("clauses");
            e.clauses().forEach(clauses::add);
        }
        ObjectNode outcome = node.putObject("outcome").put("status", name(r.outcome().status()));
        if (r.outcome().winner() != null) {
            outcome.put("winner", name(r.outcome().winner()));
        }
        if (r.outcome().reason() != null) {
            outcome.put("reason", r.outcome().reason());
        }
        ArrayNode trace = node.putArray("trace");
        r.trace().forEach(trace::add);
        return node;
    }

    static TurnResult turnResult(JsonNode node) {
        String result = text(node, "result");
        if (result.equals("rejected")) {
            return new TurnResult.Rejected(value(Side.class, node, "side"), text(node, "move"), text(node, "reason"));
        }
        if (!result.equals("resolved")) {
            throw new WireException("\"result\" is " + Quoted.of(result) + ", which is neither resolved nor rejected");
        }
        List<Event> events = new ArrayList<>();
        JsonNode list = node.get("events");
        if (list == null || !list.isArray()) {
            throw new WireException("\"events\" is missing or not an array");
        }
        for (JsonNode e : list) {
            events.add(new Event(value(EventKind.class, e, "kind"), value(Side.class, e, "side"),
                    value(PieceKind.class, e, "piece"), text(e, "square"), optionalText(e, "from"), texts(e, "clauses", false)));
        }
        JsonNode outcome = node.get("outcome");
        if (outcome == null || !outcome.isObject()) {
            throw new WireException("\"outcome\" is missing or not an object");
        }
        Outcome.Status status = value(Outcome.Status.class, outcome, "status");
        String winner = optionalText(outcome, "winner");
        return new TurnResult.Resolved(text(node, "position"), events,
                new Outcome(status, winner == null ? null : value(Side.class, outcome, "winner"), optionalText(outcome, "reason")),
                texts(node, "trace", false));
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
