package arbiter.reference.zeitgeist;

import arbiter.api.EventKind;
import arbiter.board.Color;
import arbiter.board.PieceType;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rules 3 to 5, for every square that holds more than one piece, all judged on one board: two of
 * one colour, the active one bounces; two of different colours, by who captured into the square
 * (both: both removed; one: the other removed; neither: the active ones go back); three, every
 * outnumbered and every stationary piece is removed.
 */
final class SquareRules {

    private SquareRules() {
    }

    /**
     * The pieces the crowded squares send home, each with its clause: the active one of two of one
     * colour (rule 3), the active ones of two colours when neither captured into the square (rule 4).
     */
    static Map<Occupant, String> bounces(Map<Square, List<Occupant>> crowded) {
        Map<Occupant, String> bounced = new LinkedHashMap<>();
        for (List<Occupant> here : crowded.values()) {
            if (here.size() == 2 && (here.get(0).side() == here.get(1).side() || noneCaptured(here))) {
                String clause = here.get(0).side() == here.get(1).side() ? Clauses.SAME_COLOUR : Clauses.TWO_COLOURS;
                here.stream().filter(Occupant::active).forEach(o -> bounced.put(o, clause));
            }
        }
        return bounced;
    }

    /**
     * Removes what the crowded squares remove, once no square sends a piece home: of two colours, the
     * piece that did not capture into the square, or both when both did (rule 4); of three, every
     * outnumbered and every stationary piece (rule 5). Returns whether any square was crowded.
     */
    static boolean remove(Map<Square, List<Occupant>> crowded, EventLog log) {
        for (List<Occupant> here : crowded.values()) {
            if (here.size() >= 3) {
                outnumbered(here, log);
            } else {
                twoColours(here.get(0), here.get(1), log);
            }
        }
        return !crowded.isEmpty();
    }

    private static boolean noneCaptured(List<Occupant> here) {
        return here.stream().noneMatch(SquareRules::capturedInto);
    }

    private static boolean capturedInto(Occupant o) {
        return o.active() && o.capturesInto;
    }

    private static void twoColours(Occupant a, Occupant b, EventLog log) {
        if (capturedInto(a) && capturedInto(b)) {
            remove(a, EventKind.DESTROYED, Clauses.TWO_COLOURS, log);
            remove(b, EventKind.DESTROYED, Clauses.TWO_COLOURS, log);
        } else {
            Occupant taker = capturedInto(a) ? a : b;
            remove(taker == a ? b : a, EventKind.CAPTURED, Clauses.TWO_COLOURS, log);
            taker.took = true;
        }
    }

    private static void outnumbered(List<Occupant> here, EventLog log) {
        long white = here.stream().filter(o -> o.side() == Color.WHITE).count();
        long black = here.size() - white;
        for (Occupant o : here) {
            long mine = o.side() == Color.WHITE ? white : black;
            if (mine < here.size() - mine || !o.active()) {
                remove(o, EventKind.DESTROYED, Clauses.THREE, log);
            }
        }
        here.stream().filter(Occupant::onBoard).forEach(o -> o.took = true);
    }

    private static void remove(Occupant o, EventKind kind, String clause, EventLog log) {
        o.status = Occupant.Status.REMOVED;
        log.add(o.is(PieceType.KING) ? EventKind.KING_CAPTURED : kind, o.piece, o.at, null, clause);
    }
}
