package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * Step 1: a fast piece whose starting square the other player's move lands on has its capture
 * called off and stays where it stood; its non-capturing move (an escape) goes ahead.
 */
final class BaseAttacks {

    private BaseAttacks() {
    }

    static void apply(List<Leg> legs, EventLog log) {
        for (Leg leg : legs) {
            Journey j = leg.journey;
            if (j.speed() == Speed.FAST && j.captures() && baseAttacked(leg, legs)) {
                leg.cancelled = true;
                leg.stop = j.from();
                log.add(EventKind.CAPTURE_CANCELLED, j.piece(), j.to(), j.from(), Clauses.BASE_ATTACK, Clauses.ORDER);
            }
        }
    }

    private static boolean baseAttacked(Leg leg, List<Leg> legs) {
        return legs.stream().anyMatch(other -> other.journey.side() != leg.journey.side()
                && other.journey.to().equals(leg.journey.from()));
    }
}
