package arbiter.reference.zeitgeist;

import arbiter.api.EventKind;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The text's conflict rules 1 to 5, applied in rounds until a round changes nothing: first the
 * moves that cannot be made (rules 1 and 2) bounce, round after round, since a bounced piece is
 * stationary and may block or bounce another; then the crowded squares send pieces home (rules 3
 * and 4), and if they did, the rounds start again. A pawn's diagonal move onto a square whose piece
 * moved away is judged once nothing else bounces: only then is it sure that nothing comes back for
 * it to take [zeitgeist-rule1-013]. Only a round that sends nobody home removes pieces (rules 4 and
 * 5), so a piece about to go home never captures [zeitgeist-rule2-013]. Each round judges every
 * piece on the same board, so no piece is settled before another. Every bounce and removal is
 * final, so the rounds end.
 */
final class Settlement {

    private final List<Occupant> pieces;
    private final EventLog log;

    Settlement(List<Occupant> pieces, EventLog log) {
        this.pieces = pieces;
        this.log = log;
    }

    /** Settles the turn. */
    void run() {
        while (true) {
            if (bounce(MovementRules.bounces(pieces, log, true))) {
                continue;
            }
            Map<Square, List<Occupant>> crowded = crowded();
            if (bounce(SquareRules.bounces(crowded)) || bounce(MovementRules.bounces(pieces, log, false))) {
                continue;
            }
            if (!SquareRules.remove(crowded, log)) {
                return;
            }
        }
    }

    /**
     * The squares holding more than one piece, with their pieces in order. Pieces standing still
     * stand each on its own launch square, so only a square an active piece reached can be crowded.
     */
    private Map<Square, List<Occupant>> crowded() {
        long reached = 0;
        for (Occupant o : pieces) {
            if (o.active()) {
                reached |= 1L << o.at.index();
            }
        }
        Map<Square, List<Occupant>> bySquare = new LinkedHashMap<>();
        for (Occupant o : pieces) {
            if (o.onBoard() && (reached & 1L << o.at.index()) != 0) {
                bySquare.computeIfAbsent(o.at, s -> new ArrayList<>()).add(o);
            }
        }
        bySquare.values().removeIf(list -> list.size() < 2);
        return bySquare;
    }

    /** Sends each piece (and its castling partner) back to its launch square; returns whether any went. */
    private boolean bounce(Map<Occupant, String> bounced) {
        for (Map.Entry<Occupant, String> e : bounced.entrySet()) {
            bounce(e.getKey(), e.getValue());
            if (e.getKey().partner != null) {
                bounce(e.getKey().partner, e.getValue());
            }
        }
        return !bounced.isEmpty();
    }

    private void bounce(Occupant o, String clause) {
        if (!o.active()) {
            return;
        }
        o.status = Occupant.Status.STATIONARY;
        o.at = o.launch;
        log.add(EventKind.BOUNCED, o.piece, o.target, o.launch, clause);
    }
}
