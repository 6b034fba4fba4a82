package arbiter.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import com.networknt.schema.resource.AllowSchemaLoader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The JSON Schemas of the adapter protocol, version 1 (one per message, in
 * {@code src/main/resources/protocol/v1/}), and the checks of messages against them.
 *
 * <p>The schemas are read from the classpath only, never from the network, compiled once when
 * this class is first used, and shared: every method is safe to call from any thread.
 */
public final class MessageSchemas {

    private static final List<String> OPS = List.of("hello", "start", "legal-moves", "resolve", "stop");

    private static final String BASE = "https://arbiter.dev/protocol/v1/";

    private static final Map<String, JsonSchema> SCHEMAS = load();

    private MessageSchemas() {
    }

    /**
     * The problems of a request, checked against the schema of its operation.
     *
     * @param op      the operation: {@code hello}, {@code start}, {@code legal-moves},
     *                {@code resolve} or {@code stop}
     * @param message the request as sent
     * @return the problems, each naming the JSON path and what is wrong there (such as
     *         {@code $.side: does not have a value in the enumeration ["white", "black"]});
     *         empty if the request is valid; a single problem if {@code op} is unknown
     * @throws NullPointerException if {@code op} or {@code message} is null
     */
    public static List<String> requestProblems(String op, JsonNode message) {
        return problems(op, message, false);
    }

    /**
     * The problems of a response to a request of the given operation. A response with an
     * {@code error} field is checked as an error response, whatever the operation.
     *
     * @param op      the operation of the request answered, as for {@link #requestProblems}
     * @param message the response as received
     * @return the problems, each naming the JSON path and what is wrong there; empty if the
     *         response is valid; a single problem if {@code op} is unknown
     * @throws NullPointerException if {@code op} or {@code message} is null
     */
    public static List<String> responseProblems(String op, JsonNode message) {
        return problems(op, message, true);
    }

    private static List<String> problems(String op, JsonNode message, boolean response) {
        Objects.requireNonNull(op, "op");
        Objects.requireNonNull(message, "message");
        if (!OPS.contains(op)) {
            return List.of("unknown operation '" + op + "': expected one of " + OPS);
        }
        String name = !response ? op + ".request" : message.has("error") ? "error.response" : op + ".response";
        return SCHEMAS.get(name).validate(message).stream().map(ValidationMessage::getMessage).toList();
    }

    private static Map<String, JsonSchema> load() {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012, builder -> builder
                .schemaMappers(mappers -> mappers.mapPrefix(BASE, "classpath:protocol/v1/"))
                .schemaLoaders(loaders -> loaders.add(
                        new AllowSchemaLoader(iri -> iri.toString().startsWith("classpath:")))));
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_PATH).build();
        Map<String, JsonSchema> schemas = new HashMap<>();
        for (String op : OPS) {
            for (String direction : List.of("request", "response")) {
                schemas.put(op + "." + direction, compile(factory, config, op + "." + direction));
            }
        }
        schemas.put("error.response", compile(factory, config, "error.response"));
        return Map.copyOf(schemas);
    }

    private static JsonSchema compile(JsonSchemaFactory factory, SchemaValidatorsConfig config, String name) {
        JsonSchema schema = factory.getSchema(SchemaLocation.of(BASE + name + ".schema.json"), config);
        schema.initializeValidators();
        return schema;
    }
}
