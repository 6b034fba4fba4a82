package arbiter.protocol;

import arbiter.api.TurnResult;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;

/** The protocol's JSON for values outside an exchange (for {@code arbiter resolve --json}). */
public final class ProtocolJson {

    private ProtocolJson() {
    }

    /** A turn result as the body of a resolve response, without an id. */
    public static String turnResult(TurnResult result) {
        try {
            var node = Wire.turnResult(0, result);
            node.remove("id");
            return Wire.JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
