package arbiter.protocol;

import arbiter.api.TurnResult;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.UncheckedIOException;

/** The protocol's JSON for values outside an exchange (for {@code arbiter resolve --json}). */
public final class ProtocolJson {

    /** The protocol version this Arbiter speaks. */
    public static final int PROTOCOL = Wire.PROTOCOL;

    private ProtocolJson() {
    }

    /** The resolve request for a turn, as the adapter would receive it (id 1). */
    public static String resolveRequest(arbiter.api.Turn turn) {
        try {
            return Wire.JSON.writeValueAsString(Wire.resolveRequest(1, turn));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads a resolve response (or its body) as an adapter's answer is read; a malformed one raises {@link WireException}. */
    public static TurnResult readTurnResult(String json) {
        return Wire.turnResult(MessageReader.object(json));
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
