package arbiter.cli;

import arbiter.protocol.AdapterOptions;
import arbiter.protocol.MessageSchemas;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Checks protocol messages against the JSON Schemas in {@code protocol/v1/}. */
final class SchemaChecker implements AdapterOptions.Checker {

    static final SchemaChecker INSTANCE = new SchemaChecker();

    @Override
    public List<String> problems(boolean request, String op, JsonNode message) {
        return request ? MessageSchemas.requestProblems(op, message) : MessageSchemas.responseProblems(op, message);
    }
}
