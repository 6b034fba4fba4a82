package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.board.PieceType;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * Step 3: two pieces that end on one square. A King survives any other piece, which is removed;
 * two Kings meeting end the game in a draw, both staying where they stood (draft). Two other pieces: both are removed (draft; the text
 * states no rule, and a ruling scenario is to decide it).
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
                if (a.removed || b.removed || !a.moved() || !b.moved() || !a.stop.equals(b.stop)) {
                    continue;
                }
                boolean kingA = a.journey.piece().type() == PieceType.KING;
                boolean kingB = b.journey.piece().type() == PieceType.KING;
                if (kingA && kingB) {
                    kings = true;
                    for (Leg king : List.of(a, b)) {
                        king.cancelled = true;
                        king.stop = king.journey.from();
                    }
                    log.decided(Clauses.COLLISION);
                } else {
                    for (Leg loser : kingA ? List.of(b) : kingB ? List.of(a) : List.of(a, b)) {
                        loser.removed = true;
                        log.add(EventKind.COLLISION, loser.journey.piece(), loser.stop, null, Clauses.COLLISION, Clauses.ORDER);
                    }
                }
            }
        }
        return kings;
    }
}
