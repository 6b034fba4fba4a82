package arbiter.reference.zeitgeist;

import arbiter.api.EventKind;
import arbiter.board.Color;
import arbiter.board.PieceType;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

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
     * Settles the crowded squares; {@code bounce} sends pieces home. When any square sends a piece
     * back, only those bounces are made, and the rounds start again: pieces are removed only by a
     * pass that sends nobody back [zeitgeist-rule2-013]. Returns whether anything changed.
     */
    static boolean settle(Map<Square, List<Occupant>> crowded, Consumer<Map<Occupant, String>> bounce, EventLog log) {
        Map<Occupant, String> bounced = new LinkedHashMap<>();
        for (List<Occupant> here : crowded.values()) {
            if (here.size() == 2 && (here.get(0).side() == here.get(1).side() || noneCaptured(here))) {
                String clause = here.get(0).side() == here.get(1).side() ? Clauses.SAME_COLOUR : Clauses.TWO_COLOURS;
                here.stream().filter(Occupant::active).forEach(o -> bounced.put(o, clause));
            }
        }
        if (!bounced.isEmpty()) {
            bounce.accept(bounced);
            return true;
        }
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
