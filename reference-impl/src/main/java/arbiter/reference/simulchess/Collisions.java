package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * Step 3, collisions: two pieces that land on one square. A King survives the other piece, which
 * is removed; two other pieces are both removed [simulchess-collision-001]; two Kings meeting end
 * the game in a draw, both staying where they stood [simulchess-collision-002].
 */
final class Collisions {

    private Collisions() {
    }

    /** Settles the collisions; returns whether the two Kings met. */
    static boolean apply(List<Leg> legs, EventLog log) {
        boolean kings = false;
        for (int i = 0; i < legs.size(); i++) {
            for (int k = i + 1; k < legs.size(); k++) {
                Leg a = legs.get(i);
                Leg b = legs.get(k);
                if (!a.lands() || !b.lands() || !a.stop.equals(b.stop)) {
                    continue;
                }
                if (a.journey.isKing() && b.journey.isKing()) {
                    kings = true;
                    a.stayHome();
                    b.stayHome();
                    log.decided(Clauses.COLLISION, Clauses.ORDER);
                    continue;
                }
                for (Leg loser : a.journey.isKing() ? List.of(b) : b.journey.isKing() ? List.of(a) : List.of(a, b)) {
                    loser.removed = true;
                    log.add(EventKind.COLLISION, loser.journey.arriving(), loser.stop, null, Clauses.COLLISION, Clauses.ORDER);
                }
            }
        }
        return kings;
    }
}
