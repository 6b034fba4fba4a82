package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * Step 2: a slow piece stops on the first square of its path where another moving piece lands;
 * that piece is destroyed.
 */
final class Interceptions {

    private Interceptions() {
    }

    static void apply(List<Leg> legs, EventLog log) {
        for (Leg leg : legs) {
            Journey j = leg.journey;
            for (Square square : j.path()) {
                Leg interceptor = landingOn(square, leg, legs);
                if (interceptor != null) {
                    leg.stop = square;
                    interceptor.removed = true;
                    log.add(EventKind.INTERCEPTED, j.piece(), square, j.from(), Clauses.INTERCEPTION, Clauses.ORDER);
                    log.add(EventKind.DESTROYED, interceptor.journey.piece(), square, null, Clauses.INTERCEPTION);
                    break;
                }
            }
        }
    }

    private static Leg landingOn(Square square, Leg self, List<Leg> legs) {
        return legs.stream().filter(l -> l != self && !l.removed && l.moved() && l.stop.equals(square)).findFirst().orElse(null);
    }
}
