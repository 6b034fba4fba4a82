package arbiter.protocol;

import arbiter.api.Event;
import arbiter.api.TurnResult;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;

/**
 * The version-2 answer to a resolve request written straight to a JSON generator, without a tree:
 * the same fields in the same order as {@link TurnWire#response}, so the same text.
 */
final class ResolveWriter {

    private ResolveWriter() {
    }

    /** Writes the answer {@code result} to request {@code id}. */
    static void answer(JsonGenerator g, long id, TurnResult result) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", id);
        if (result instanceof TurnResult.Rejected r) {
            g.writeStringField("result", "rejected");
            g.writeStringField("side", Wire.name(r.side()));
            g.writeStringField("move", r.move());
            g.writeStringField("reason", r.reason());
            texts(g, "clauses", r.clauses());
            g.writeEndObject();
            return;
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        g.writeStringField("result", "resolved");
        g.writeStringField("position", r.position());
        g.writeArrayFieldStart("events");
        for (Event e : r.events()) {
            g.writeStartObject();
            g.writeStringField("kind", e.kind().wireName());
            g.writeStringField("side", Wire.name(e.side()));
            g.writeStringField("piece", Wire.name(e.piece()));
            g.writeStringField("square", e.square());
            if (e.from() != null) {
                g.writeStringField("from", e.from());
            }
            texts(g, "clauses", e.clauses());
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeObjectFieldStart("outcome");
        g.writeStringField("status", Wire.name(r.outcome().status()));
        if (r.outcome().winner() != null) {
            g.writeStringField("winner", Wire.name(r.outcome().winner()));
        }
        if (r.outcome().reason() != null) {
            g.writeStringField("reason", r.outcome().reason());
        }
        g.writeEndObject();
        texts(g, "trace", r.trace());
        g.writeEndObject();
    }

    private static void texts(JsonGenerator g, String field, List<String> texts) throws IOException {
        g.writeArrayFieldStart(field);
        for (String text : texts) {
            g.writeString(text);
        }
        g.writeEndArray();
    }
}
