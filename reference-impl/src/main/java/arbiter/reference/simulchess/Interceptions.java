package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.ArrayList;
import java.util.List;

/**
 * Step 2, path interception: a Rook, Bishop, Queen or King stops on the first square of its path
 * where the other player's piece lands, and that piece is destroyed; a King that lands there
 * survives, and the slow piece is destroyed instead. Every path is judged on the landings as
 * registered, so two slow pieces that land in each other's path are both destroyed. A landing on
 * the slow piece's destination is not in its path: that is a collision (step 3).
 */
final class Interceptions {

    private Interceptions() {
    }

    private record Stop(Leg slow, Square square, Leg interceptor) {
    }

    static void apply(List<Leg> legs, EventLog log) {
        List<Stop> stops = new ArrayList<>();
        for (Leg leg : legs) {
            if (leg.stayed) {
                continue;
            }
            for (Square square : leg.journey.path()) {
                Leg interceptor = landingOn(square, leg, legs);
                if (interceptor != null) {
                    stops.add(new Stop(leg, square, interceptor));
                    break;
                }
            }
        }
        for (Stop stop : stops) {
            Leg destroyed = stop.interceptor().journey.isKing() ? stop.slow() : stop.interceptor();
            destroyed.removed = true;
            destroyed.stop = stop.square();
            log.add(EventKind.DESTROYED, destroyed.journey.arriving(), stop.square(), null, Clauses.INTERCEPTION, Clauses.ORDER);
            if (destroyed != stop.slow()) {
                stop.slow().stop = stop.square();
            }
        }
        for (Stop stop : stops) {
            Leg slow = stop.slow();
            if (!slow.removed) {
                log.add(EventKind.INTERCEPTED, slow.journey.piece(), stop.square(), slow.journey.from(), Clauses.INTERCEPTION);
            }
        }
    }

    private static Leg landingOn(Square square, Leg self, List<Leg> legs) {
        for (Leg l : legs) {
            if (l != self && !l.stayed && l.journey.to().equals(square)) {
                return l;
            }
        }
        return null;
    }
}
