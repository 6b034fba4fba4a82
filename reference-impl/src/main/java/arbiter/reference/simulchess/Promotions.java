package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * A pawn is fast, so one that leaves its square for the last rank promotes the moment it lands,
 * before any path or collision is judged: it intercepts, collides and is destroyed as the new
 * piece [simulchess-fastslow-003], and moves as a slow piece from the next turn on.
 */
final class Promotions {

    private Promotions() {
    }

    static void apply(List<Leg> legs, EventLog log) {
        for (Leg leg : legs) {
            Journey j = leg.journey;
            if (!leg.stayed && j.arriving() != j.piece()) {
                log.add(EventKind.PROMOTED, j.arriving(), j.to(), null, Clauses.FAST_SLOW);
            }
        }
    }
}
