package arbiter.reference.zeitgeist;

import arbiter.api.EventKind;
import arbiter.board.Color;
import arbiter.board.PieceType;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Rules 3 to 5, for every square that holds more than one piece, all judged on one board: two of
 * one colour, the active one bounces; two of different colours, by who captured into the square
 * (both: both removed; one: the other removed; neither: the active ones go back); three, every
 * outnumbered and every stationary piece is removed.
 */
final class SquareRules {

    private SquareRules() {
    }

    /** Settles the crowded squares; {@code bounce} sends pieces home. Returns whether anything changed. */
    static boolean settle(Map<Square, List<Occupant>> crowded, Function<Map<Occupant, String>, Boolean> bounce, EventLog log) {
        Map<Occupant, String> bounced = new LinkedHashMap<>();
        boolean removed = false;
        for (List<Occupant> here : crowded.values()) {
            if (here.size() >= 3) {
                removed |= outnumbered(here, log);
            } else if (here.get(0).side() == here.get(1).side()) {
                here.stream().filter(Occupant::active).forEach(o -> bounced.put(o, Clauses.SAME_COLOUR));
            } else {
                removed |= twoColours(here.get(0), here.get(1), bounced, log);
            }
        }
        return bounce.apply(bounced) || removed;
    }

    private static boolean twoColours(Occupant a, Occupant b, Map<Occupant, String> bounced, EventLog log) {
        boolean aCaptured = a.active() && a.capturesInto;
        boolean bCaptured = b.active() && b.capturesInto;
        if (aCaptured && bCaptured) {
            remove(a, EventKind.DESTROYED, Clauses.TWO_COLOURS, log);
            remove(b, EventKind.DESTROYED, Clauses.TWO_COLOURS, log);
        } else if (aCaptured || bCaptured) {
            Occupant taker = aCaptured ? a : b;
            remove(aCaptured ? b : a, EventKind.CAPTURED, Clauses.TWO_COLOURS, log);
            taker.took = true;
        } else {
            List.of(a, b).stream().filter(Occupant::active).forEach(o -> bounced.put(o, Clauses.TWO_COLOURS));
            return false;
        }
        return true;
    }

    private static boolean outnumbered(List<Occupant> here, EventLog log) {
        long white = here.stream().filter(o -> o.side() == Color.WHITE).count();
        long black = here.size() - white;
        for (Occupant o : here) {
            long mine = o.side() == Color.WHITE ? white : black;
            if (mine < here.size() - mine || !o.active()) {
                remove(o, EventKind.DESTROYED, Clauses.THREE, log);
            }
        }
        here.stream().filter(Occupant::onBoard).forEach(o -> o.took = true);
        return true;
    }

    private static void remove(Occupant o, EventKind kind, String clause, EventLog log) {
        o.status = Occupant.Status.REMOVED;
        log.add(o.is(PieceType.KING) ? EventKind.KING_CAPTURED : kind, o.piece, o.at, null, clause);
    }
}
