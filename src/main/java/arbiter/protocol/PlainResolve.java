package arbiter.protocol;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A version-2 resolve request, or the answer to one, read in one pass of the strict JSON parser,
 * without a tree, when it is written plainly: only the protocol's fields, each of the right type,
 * nothing after the object. Any other line gives null and is read by the tree readers
 * ({@link MessageReader}, {@link TurnWire}), which accept it or say what is wrong in their words;
 * what this reader accepts, they read the same.
 */
final class PlainResolve {

    /** A resolve request and its id. */
    record Request(long id, Turn turn) {
    }

    /** An answer to a resolve request, not an error, and its id. */
    record Answer(long id, TurnResult result) {
    }

    /** Thrown, without a stack trace, on the first thing not written plainly. */
    private static final class NotPlain extends RuntimeException {
        NotPlain() {
            super(null, null, false, false);
        }
    }

    private static final NotPlain NOT_PLAIN = new NotPlain();
    private static final Map<String, Side> SIDES = names(Side.class);
    private static final Map<String, PieceKind> PIECES = names(PieceKind.class);
    private static final Map<String, EventKind> KINDS = names(EventKind.class);
    private static final Map<String, Outcome.Status> STATUSES = names(Outcome.Status.class);

    private PlainResolve() {
    }

    /** The version-2 resolve request on {@code line}, or null. */
    static Request request(String line) {
        try (JsonParser p = MessageReader.parser(line)) {
            start(p);
            long id = -1;
            String op = null;
            String ruleset = null;
            String position = null;
            List<String> white = null;
            List<String> black = null;
            Side first = null;
            List<String> history = List.of();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                switch (name) {
                    case "id" -> id = id(p, t);
                    case "op" -> op = text(p, t);
                    case "ruleset" -> ruleset = text(p, t);
                    case "position" -> position = text(p, t);
                    case "first" -> first = t == JsonToken.VALUE_NULL ? null : value(SIDES, p, t);
                    case "history" -> history = texts(p, t);
                    case "moves" -> {
                        expect(t == JsonToken.START_OBJECT);
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            String side = p.currentName();
                            JsonToken list = p.nextToken();
                            switch (side) {
                                case "white" -> white = texts(p, list);
                                case "black" -> black = texts(p, list);
                                default -> throw NOT_PLAIN;
                            }
                        }
                    }
                    default -> throw NOT_PLAIN;
                }
            }
            end(p);
            expect(id >= 0 && "resolve".equals(op) && ruleset != null && position != null && white != null && black != null);
            return new Request(id, new Turn(ruleset, position, white, black, first, history));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The answer to a version-2 resolve request on {@code line}, or null (always for an error answer). */
    static Answer answer(String line) {
        try (JsonParser p = MessageReader.parser(line)) {
            start(p);
            long id = -1;
            String result = null;
            String position = null;
            List<Event> events = null;
            Outcome outcome = null;
            List<String> trace = List.of();
            Side side = null;
            String move = null;
            String reason = null;
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                switch (name) {
                    case "id" -> id = id(p, t);
                    case "result" -> result = text(p, t);
                    case "position" -> position = text(p, t);
                    case "events" -> events = events(p, t);
                    case "outcome" -> outcome = outcome(p, t);
                    case "trace" -> trace = texts(p, t);
                    case "side" -> side = value(SIDES, p, t);
                    case "move" -> move = text(p, t);
                    case "reason" -> reason = text(p, t);
                    default -> throw NOT_PLAIN;
                }
            }
            end(p);
            expect(id >= 0);
            if ("rejected".equals(result)) {
                expect(side != null && move != null && reason != null);
                return new Answer(id, new TurnResult.Rejected(side, move, reason));
            }
            expect("resolved".equals(result) && position != null && events != null && outcome != null);
            return new Answer(id, new TurnResult.Resolved(position, events, outcome, trace));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static List<Event> events(JsonParser p, JsonToken t) throws IOException {
        expect(t == JsonToken.START_ARRAY);
        List<Event> events = new ArrayList<>();
        for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
            expect(item == JsonToken.START_OBJECT);
            EventKind kind = null;
            Side side = null;
            PieceKind piece = null;
            String square = null;
            String from = null;
            List<String> clauses = List.of();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken v = p.nextToken();
                switch (name) {
                    case "kind" -> kind = value(KINDS, p, v);
                    case "side" -> side = value(SIDES, p, v);
                    case "piece" -> piece = value(PIECES, p, v);
                    case "square" -> square = text(p, v);
                    case "from" -> from = v == JsonToken.VALUE_NULL ? null : text(p, v);
                    case "clauses" -> clauses = texts(p, v);
                    default -> throw NOT_PLAIN;
                }
            }
            expect(kind != null && side != null && piece != null && square != null);
            events.add(new Event(kind, side, piece, square, from, clauses));
        }
        return events;
    }

    private static Outcome outcome(JsonParser p, JsonToken t) throws IOException {
        expect(t == JsonToken.START_OBJECT);
        Outcome.Status status = null;
        Side winner = null;
        String reason = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken v = p.nextToken();
            switch (name) {
                case "status" -> status = value(STATUSES, p, v);
                case "winner" -> winner = v == JsonToken.VALUE_NULL ? null : value(SIDES, p, v);
                case "reason" -> reason = v == JsonToken.VALUE_NULL ? null : text(p, v);
                default -> throw NOT_PLAIN;
            }
        }
        expect(status != null);
        return new Outcome(status, winner, reason);
    }

    private static void start(JsonParser p) throws IOException {
        expect(p.nextToken() == JsonToken.START_OBJECT);
    }

    /** After the object's end: nothing but whitespace. */
    private static void end(JsonParser p) throws IOException {
        expect(p.nextToken() == null);
    }

    private static long id(JsonParser p, JsonToken t) throws IOException {
        expect(t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER);
        long id = p.getLongValue();
        expect(id >= 0);
        return id;
    }

    private static String text(JsonParser p, JsonToken t) throws IOException {
        expect(t == JsonToken.VALUE_STRING);
        return p.getText();
    }

    private static List<String> texts(JsonParser p, JsonToken t) throws IOException {
        expect(t == JsonToken.START_ARRAY);
        List<String> texts = new ArrayList<>();
        for (JsonToken item = p.nextToken(); item != JsonToken.END_ARRAY; item = p.nextToken()) {
            texts.add(text(p, item));
        }
        return texts;
    }

    private static <E> E value(Map<String, E> names, JsonParser p, JsonToken t) throws IOException {
        E value = names.get(text(p, t));
        expect(value != null);
        return value;
    }

    private static void expect(boolean plain) {
        if (!plain) {
            throw NOT_PLAIN;
        }
    }

    private static <E extends Enum<E>> Map<String, E> names(Class<E> type) {
        Map<String, E> names = new HashMap<>();
        for (E e : type.getEnumConstants()) {
            names.put(Wire.name(e), e);
        }
        return Map.copyOf(names);
    }
}
