package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.reference.EventLog;
import java.util.ArrayList;
import java.util.List;

/**
 * Step 1, base attacks: a pawn or Knight going to capture, whose starting square the other
 * player's move of this turn attacks (takes the piece there or goes to the square), has its
 * capture called off and stays where it stood. A pawn or Knight that is not capturing escapes:
 * nothing holds it back. All bases are judged on the moves as registered, so two fast pieces going
 * for each other both stay.
 */
final class BaseAttacks {

    private BaseAttacks() {
    }

    static void apply(List<Leg> legs, EventLog log) {
        List<Leg> attacked = new ArrayList<>(legs.size());
        for (Leg leg : legs) {
            if (!leg.stayed && leg.journey.speed() == Speed.FAST && baseAttacked(leg, legs)) {
                attacked.add(leg);
            }
        }
        for (Leg leg : attacked) {
            Journey j = leg.journey;
            if (!j.captures()) {
                log.decided(Clauses.BASE_ATTACK);
                continue;
            }
            leg.stayHome();
            log.add(EventKind.CAPTURE_CANCELLED, j.piece(), j.to(), j.from(), Clauses.BASE_ATTACK, Clauses.ORDER);
        }
    }

    private static boolean baseAttacked(Leg leg, List<Leg> legs) {
        for (Leg other : legs) {
            if (other.journey.side() != leg.journey.side() && !other.stayed && other.journey.attacked().equals(leg.journey.from())) {
                return true;
            }
        }
        return false;
    }
}
