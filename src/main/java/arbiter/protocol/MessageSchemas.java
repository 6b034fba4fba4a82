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
import java.util.stream.Stream;

/**
 * The JSON Schemas of the adapter protocol, one per message and version (in
 * {@code src/main/resources/protocol/v1/} and {@code v2/}), and the checks of messages against
 * them.
 *
 * <p>The schemas are read from the classpath only, never from the network, compiled once when
 * this class is first used, and shared: every method is safe to call from any thread.
 */
public final class MessageSchemas {

    /** The versions that have schemas: 1 and 2. */
    public static final List<Integer> VERSIONS = List.of(1, 2);

    private static final List<String> OPS = List.of("hello", "start", "legal-moves", "resolve", "stop");

    private static final String BASE = "https://arbiter.dev/protocol/";

    private static final Map<String, JsonSchema> SCHEMAS = load();

    private MessageSchemas() {
    }

    /**
     * The problems of a request, checked against the schema of its operation in a version.
     *
     * @param protocol the protocol version: 1 or 2
     * @param op       the operation: {@code hello}, {@code start}, {@code legal-moves},
     *                 {@code resolve} or {@code stop}
     * @param message  the request as sent
     * @return the problems, each naming the JSON path and what is wrong there (such as
     *         {@code $.side: does not have a value in the enumeration ["white", "black"]});
     *         empty if the request is valid; a single problem if {@code op} or {@code protocol}
     *         is unknown
     * @throws NullPointerException if {@code op} or {@code message} is null
     */
    public static List<String> requestProblems(int protocol, String op, JsonNode message) {
        return problems(protocol, true, op, message);
    }

    /**
     * The problems of a response to a request of the given operation in a version. A response
     * with an {@code error} field is checked as an error response, whatever the operation.
     *
     * @param protocol the protocol version: 1 or 2
     * @param op       the operation of the request answered, as for {@link #requestProblems}
     * @param message  the response as received
     * @return the problems, each naming the JSON path and what is wrong there; empty if the
     *         response is valid; a single problem if {@code op} or {@code protocol} is unknown
     * @throws NullPointerException if {@code op} or {@code message} is null
     */
    public static List<String> responseProblems(int protocol, String op, JsonNode message) {
        return problems(protocol, false, op, message);
    }

    /** {@link #requestProblems} or {@link #responseProblems}, as {@code request} says. */
    public static List<String> problems(int protocol, boolean request, String op, JsonNode message) {
        Objects.requireNonNull(op, "op");
        Objects.requireNonNull(message, "message");
        if (!VERSIONS.contains(protocol)) {
            return List.of("unknown protocol version " + protocol + ": expected one of " + VERSIONS);
        }
        if (!OPS.contains(op)) {
            return List.of("unknown operation '" + op + "': expected one of " + OPS);
        }
        String name = request ? op + ".request" : message.has("error") ? "error.response" : op + ".response";
        List<String> problems = SCHEMAS.get(key(protocol, name)).validate(message).stream().map(ValidationMessage::getMessage).toList();
        if (protocol == 1 || request) {
            return problems;
        }
        return ReasonVocabulary.problem(message).map(p -> Stream.concat(problems.stream(), Stream.of(p)).toList()).orElse(problems);
    }

    private static String key(int protocol, String name) {
        return "v" + protocol + "/" + name;
    }

    private static Map<String, JsonSchema> load() {
        JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012, builder -> builder
                .schemaMappers(mappers -> mappers.mapPrefix(BASE, "classpath:protocol/"))
                .schemaLoaders(loaders -> loaders.add(
                        new AllowSchemaLoader(iri -> iri.toString().startsWith("classpath:")))));
        SchemaValidatorsConfig config = SchemaValidatorsConfig.builder().pathType(PathType.JSON_PATH).build();
        Map<String, JsonSchema> schemas = new HashMap<>();
        for (int protocol : VERSIONS) {
            for (String op : OPS) {
                for (String direction : List.of("request", "response")) {
                    compile(factory, config, schemas, key(protocol, op + "." + direction));
                }
            }
            compile(factory, config, schemas, key(protocol, "error.response"));
        }
        return Map.copyOf(schemas);
    }

    private static void compile(JsonSchemaFactory factory, SchemaValidatorsConfig config, Map<String, JsonSchema> schemas, String key) {
        JsonSchema schema = factory.getSchema(SchemaLocation.of(BASE + key + ".schema.json"), config);
        schema.initializeValidators();
        schemas.put(key, schema);
    }
}
