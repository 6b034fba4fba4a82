package arbiter.protocol;

import arbiter.api.Turn;
import arbiter.api.TurnResult;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;

/** The protocol's JSON for values outside an exchange (for reports and {@code arbiter resolve --json}). */
public final class ProtocolJson {

    /** The highest protocol version this Arbiter speaks, which its hello request names. */
    public static final int PROTOCOL = Versions.HIGHEST;

    private ProtocolJson() {
    }

    /** The resolve request for a turn in the highest version, as the adapter would receive it (id 1). */
    public static String resolveRequest(Turn turn) {
        return resolveRequest(turn, PROTOCOL);
    }

    /**
     * The resolve request for a turn in {@code version} (1 or 2), as an adapter speaking it would
     * receive it (id 1).
     *
     * @throws arbiter.api.UnsupportedException when version 1 cannot say the turn
     */
    public static String resolveRequest(Turn turn, int version) {
        return text(TurnWire.request(1, turn, version));
    }

    /** Reads a resolve response (or its body) as an adapter's version-2 answer is read; a malformed one raises {@link WireException}. */
    public static TurnResult readTurnResult(String json) {
        PlainResolve.Answer plain = PlainResolve.answer(json);
        return plain != null ? plain.result() : TurnWire.result(MessageReader.object(json), PROTOCOL);
    }

    /** A turn result as the body of a version-2 resolve response, without an id. */
    public static String turnResult(TurnResult result) {
        ObjectNode node = TurnWire.response(0, result, PROTOCOL);
        node.remove("id");
        return text(node);
    }

    private static String text(ObjectNode node) {
        try {
            return Wire.JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
