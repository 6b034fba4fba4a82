package arbiter.protocol;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.board.Quoted;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The resolve request and its response in each protocol version, both ways. Version 1 carries one
 * move of each player and who registered first; version 2 a list of moves per player, the first
 * player where there is one, and the game's history. What a version cannot say is refused in words
 * that name the version.
 */
final class TurnWire {

    private TurnWire() {
    }

    /**
     * The resolve request for {@code turn} in {@code version}; version 1 drops the history.
     *
     * @throws UnsupportedException when version 1 cannot say the turn
     */
    static ObjectNode request(long id, Turn turn, int version) {
        ObjectNode node = Wire.message(id).put("op", "resolve").put("ruleset", turn.ruleset()).put("position", turn.position());
        if (version == 1) {
            Versions.refuseInVersion1(turn);
            return node.put("white", turn.whiteMove()).put("black", turn.blackMove()).put("first", Wire.name(turn.first()));
        }
        ObjectNode moves = node.putObject("moves");
        for (Side side : Side.values()) {
            ArrayNode list = moves.putArray(Wire.name(side));
            turn.movesOf(side).forEach(list::add);
        }
        if (turn.first() != null) {
            node.put("first", Wire.name(turn.first()));
        }
        if (!turn.history().isEmpty()) {
            ArrayNode history = node.putArray("history");
            turn.history().forEach(history::add);
        }
        return node;
    }

    /** The turn a resolve request of {@code version} asks for. */
    static Turn turn(JsonNode request, int version) {
        String ruleset = Wire.text(request, "ruleset");
        String position = Wire.text(request, "position");
        if (version == 1) {
            if (request.has("moves") && !request.has("white")) {
                throw new WireException("\"moves\" is a field of protocol version 2, and this conversation is in version 1"
                        + " (no hello asked for 2, or the server speaks only 1); version 1 says \"white\", \"black\" and \"first\"");
            }
            return new Turn(ruleset, position, Wire.text(request, "white"), Wire.text(request, "black"),
                    Wire.value(Side.class, request, "first"));
        }
        JsonNode moves = request.get("moves");
        if (moves == null || !moves.isObject()) {
            throw new WireException("\"moves\" is " + (moves == null ? "missing" : "not an object: " + Quoted.of(moves.toString()))
                    + "; it holds each player's moves: {\"white\":[...],\"black\":[...]}");
        }
        Side first = Wire.optionalText(request, "first") == null ? null : Wire.value(Side.class, request, "first");
        return new Turn(ruleset, position, Wire.texts(moves, "white", true), Wire.texts(moves, "black", true), first,
                Wire.texts(request, "history", false));
    }

    /**
     * The response to a resolve request of {@code version}.
     *
     * @throws UnsupportedException when version 1 cannot say the result
     */
    static ObjectNode response(long id, TurnResult result, int version) {
        ObjectNode node = Wire.message(id);
        if (result instanceof TurnResult.Rejected r) {
            node.put("result", "rejected").put("side", Wire.name(r.side())).put("move", r.move()).put("reason", r.reason());
            if (version >= 2) {
                ArrayNode clauses = node.putArray("clauses");
                r.clauses().forEach(clauses::add);
            }
            return node;
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        if (version == 1) {
            Versions.refuseInVersion1(r);
        }
        node.put("result", "resolved").put("position", r.position());
        ArrayNode events = node.putArray("events");
        for (Event e : r.events()) {
            ObjectNode event = events.addObject().put("kind", e.kind().wireName()).put("side", Wire.name(e.side()))
                    .put("piece", Wire.name(e.piece())).put("square", e.square());
            if (e.from() != null) {
                event.put("from", e.from());
            }
            ArrayNode clauses = event.putArray("clauses");
            e.clauses().forEach(clauses::add);
        }
        ObjectNode outcome = node.putObject("outcome").put("status", Wire.name(r.outcome().status()));
        if (r.outcome().winner() != null) {
            outcome.put("winner", Wire.name(r.outcome().winner()));
        }
        if (r.outcome().reason() != null) {
            outcome.put("reason", r.outcome().reason());
        }
        ArrayNode trace = node.putArray("trace");
        r.trace().forEach(trace::add);
        return node;
    }

    /**
     * An adapter's answer to a resolve request of {@code version}. The outcome's reason is read as
     * it is written, in either version: only the schemas hold it to the vocabulary. A rejection's
     * clauses are a field of version 2; version 1 has none, so there they are not read.
     */
    static TurnResult result(JsonNode node, int version) {
        String result = Wire.text(node, "result");
        if (result.equals("rejected")) {
            return new TurnResult.Rejected(Wire.value(Side.class, node, "side"), Wire.text(node, "move"), Wire.text(node, "reason"),
                    version >= 2 ? Wire.texts(node, "clauses", false) : List.of());
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
            EventKind kind = Wire.value(EventKind.class, e, "kind");
            if (version == 1 && !kind.inVersion1()) {
                throw new WireException(Versions.notInVersion1("\"kind\"", kind.wireName(), Versions.VERSION_1_KINDS));
            }
            events.add(new Event(kind, Wire.value(Side.class, e, "side"), Wire.value(PieceKind.class, e, "piece"),
                    Wire.text(e, "square"), Wire.optionalText(e, "from"), Wire.texts(e, "clauses", false)));
        }
        JsonNode outcome = node.get("outcome");
        if (outcome == null || !outcome.isObject()) {
            throw new WireException("\"outcome\" is missing or not an object");
        }
        Outcome.Status status = Wire.value(Outcome.Status.class, outcome, "status");
        if (version == 1 && status == Outcome.Status.BOTH_LOSE) {
            throw new WireException(Versions.notInVersion1("\"status\"", Wire.name(status), Versions.VERSION_1_STATUSES));
        }
        String winner = Wire.optionalText(outcome, "winner");
        return new TurnResult.Resolved(Wire.text(node, "position"), events,
                new Outcome(status, winner == null ? null : Wire.value(Side.class, outcome, "winner"), Wire.optionalText(outcome, "reason")),
                Wire.texts(node, "trace", false));
    }
}
