package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.board.Castling;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * Before the four steps: a castling that the other player's move of this turn, once played, would
 * make illegal by orthodox rules (a check, an attacked or occupied square, the Rook taken) is
 * called off; King and Rook stay and keep the right, and the other move goes ahead
 * [simulchess-castling-001].
 */
final class PreventedCastlings {

    private PreventedCastlings() {
    }

    static void apply(Position before, List<Leg> legs, EventLog log) {
        for (Leg leg : legs) {
            Journey j = leg.journey;
            Castling castling = Castling.matching(before, j.move());
            if (castling == null) {
                continue;
            }
            for (Leg other : legs) {
                if (other.journey.side() != j.side() && !stillLegal(before, castling, other.journey)) {
                    leg.stayHome();
                    log.add(EventKind.CASTLING_PREVENTED, j.piece(), j.to(), j.from(), Clauses.CASTLING);
                }
            }
        }
    }

    private static boolean stillLegal(Position before, Castling castling, Journey other) {
        Position seen = Orthodox.play(before.toBuilder().sideToMove(other.side()).build(), other.move());
        return Castling.matching(seen, castling.move()) != null && castling.kingPathSafe(seen, other.side());
    }
}
