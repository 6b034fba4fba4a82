package arbiter.protocol;

import arbiter.protocol.AdapterOptions;
import arbiter.protocol.MessageSchemas;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Checks protocol messages against the JSON Schemas of their version ({@code protocol/v1/}, {@code protocol/v2/}). */
public final class SchemaChecker implements AdapterOptions.Checker {

    /** The one checker; it keeps no state of its own. */
    public static final SchemaChecker INSTANCE = new SchemaChecker();

    @Override
    public List<String> problems(int protocol, boolean request, String op, JsonNode message) {
        return MessageSchemas.problems(protocol, request, op, message);
    }
}
