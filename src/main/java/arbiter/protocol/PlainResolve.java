package arbiter.protocol;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A version-2 resolve request, or the answer to one, read in one pass ({@link PlainScanner}),
 * without a tree, when it is written plainly: only the protocol's fields, each once and of the right
 * type, nothing after the object. Any other line gives null and is read by the tree readers
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

    private static final Map<String, Side> SIDES = names(Side.class);
    private static final Map<String, PieceKind> PIECES = names(PieceKind.class);
    private static final Map<String, EventKind> KINDS = names(EventKind.class);
    private static final Map<String, Outcome.Status> STATUSES = names(Outcome.Status.class);

    private PlainResolve() {
    }

    /** The version-2 resolve request on {@code line}, or null. */
    static Request request(String line) {
        try {
            PlainScanner in = new PlainScanner(line);
            in.objectStart();
            long id = -1;
            String op = null;
            String ruleset = null;
            String position = null;
            List<String> white = null;
            List<String> black = null;
            Side first = null;
            List<String> history = List.of();
            long seen = 0;
            for (String name = in.nextField(); name != null; name = in.nextField()) {
                switch (name) {
                    case "id" -> id = in.id();
                    case "op" -> op = in.string();
                    case "ruleset" -> ruleset = in.string();
                    case "position" -> position = in.string();
                    case "first" -> first = in.nullNext() ? null : value(SIDES, in);
                    case "history" -> history = in.strings();
                    case "moves" -> {
                        in.objectStart();
                        for (String side = in.nextField(); side != null; side = in.nextField()) {
                            switch (side) {
                                case "white" -> white = once(white, in.strings());
                                case "black" -> black = once(black, in.strings());
                                default -> throw PlainScanner.NOT_PLAIN;
                            }
                        }
                    }
                    default -> throw PlainScanner.NOT_PLAIN;
                }
                seen = once(seen, name.hashCode());
            }
            in.end();
            PlainScanner.expect(id >= 0 && "resolve".equals(op) && ruleset != null && position != null && white != null && black != null);
            return new Request(id, new Turn(ruleset, position, white, black, first, history));
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The answer to a version-2 resolve request on {@code line}, or null (always for an error answer). */
    static Answer answer(String line) {
        try {
            PlainScanner in = new PlainScanner(line);
            in.objectStart();
            long id = -1;
            String result = null;
            String position = null;
            List<Event> events = null;
            Outcome outcome = null;
            List<String> trace = List.of();
            Side side = null;
            String move = null;
            String reason = null;
            List<String> clauses = List.of();
            long seen = 0;
            for (String name = in.nextField(); name != null; name = in.nextField()) {
                switch (name) {
                    case "id" -> id = in.id();
                    case "result" -> result = in.string();
                    case "position" -> position = in.string();
                    case "events" -> events = events(in);
                    case "outcome" -> outcome = outcome(in);
                    case "trace" -> trace = in.strings();
                    case "side" -> side = value(SIDES, in);
                    case "move" -> move = in.string();
                    case "reason" -> reason = in.string();
                    case "clauses" -> clauses = in.strings();
                    default -> throw PlainScanner.NOT_PLAIN;
                }
                seen = once(seen, name.hashCode());
            }
            in.end();
            PlainScanner.expect(id >= 0);
            if ("rejected".equals(result)) {
                PlainScanner.expect(side != null && move != null && reason != null);
                return new Answer(id, new TurnResult.Rejected(side, move, reason, clauses));
            }
            PlainScanner.expect("resolved".equals(result) && position != null && events != null && outcome != null);
            return new Answer(id, new TurnResult.Resolved(position, events, outcome, trace));
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static List<Event> events(PlainScanner in) {
        in.arrayStart();
        List<Event> events = new ArrayList<>();
        while (in.nextItem()) {
            in.objectStart();
            EventKind kind = null;
            Side side = null;
            PieceKind piece = null;
            String square = null;
            String from = null;
            List<String> clauses = List.of();
            long seen = 0;
            for (String name = in.nextField(); name != null; name = in.nextField()) {
                switch (name) {
                    case "kind" -> kind = value(KINDS, in);
                    case "side" -> side = value(SIDES, in);
                    case "piece" -> piece = value(PIECES, in);
                    case "square" -> square = in.string();
                    case "from" -> from = in.nullNext() ? null : in.string();
                    case "clauses" -> clauses = in.strings();
                    default -> throw PlainScanner.NOT_PLAIN;
                }
                seen = once(seen, name.hashCode());
            }
            PlainScanner.expect(kind != null && side != null && piece != null && square != null);
            events.add(new Event(kind, side, piece, square, from, clauses));
        }
        return events;
    }

    private static Outcome outcome(PlainScanner in) {
        in.objectStart();
        Outcome.Status status = null;
        Side winner = null;
        String reason = null;
        long seen = 0;
        for (String name = in.nextField(); name != null; name = in.nextField()) {
            switch (name) {
                case "status" -> status = value(STATUSES, in);
                case "winner" -> winner = in.nullNext() ? null : value(SIDES, in);
                case "reason" -> reason = in.nullNext() ? null : in.string();
                default -> throw PlainScanner.NOT_PLAIN;
            }
            seen = once(seen, name.hashCode());
        }
        PlainScanner.expect(status != null);
        return new Outcome(status, winner, reason);
    }

    /**
     * {@code seen} with the bit of a field's name set; a field named twice is not plain. (Two of an
     * object's few names sharing a bit would only send a plain line to the strict reader.)
     */
    private static long once(long seen, int hash) {
        long bit = 1L << (hash & 63);
        PlainScanner.expect((seen & bit) == 0);
        return seen | bit;
    }

    private static List<String> once(List<String> before, List<String> now) {
        PlainScanner.expect(before == null);
        return now;
    }

    private static <E> E value(Map<String, E> names, PlainScanner in) {
        E value = names.get(in.string());
        PlainScanner.expect(value != null);
        return value;
    }

    private static <E extends Enum<E>> Map<String, E> names(Class<E> type) {
        Map<String, E> names = new HashMap<>();
        for (E e : type.getEnumConstants()) {
            names.put(Wire.name(e), e);
        }
        return Map.copyOf(names);
    }
}
