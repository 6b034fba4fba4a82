package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.board.Move;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.List;

/**
 * Slow pieces stopped on their way, in sentences: "White's Rook from a1, on its way to a8, is
 * stopped on a4, where Black's Knight landed; the Knight is destroyed", and a King landing in a
 * path: "Black's King lands on d6 in the path of White's Rook from h6: the King survives and the
 * Rook is destroyed".
 */
final class Interceptions {

    private Interceptions() {
    }

    /**
     * The interception {@code e}, naming the interceptor among {@code destroyed} (which it leaves);
     * a promotion on the interceptor's square is told with it and leaves {@code left}.
     */
    static Phrase stopped(Event e, List<Event> destroyed, TurnFacts facts, List<Event> left) {
        Move move = facts.moveFrom(e.side(), e.from());
        String aim = move == null || move.to().name().equals(e.square()) ? "" : ", on its way to " + move.to() + ",";
        String text = Words.owned(e) + " from " + e.from() + aim + " is stopped on " + e.square();
        Event by = destroyed.stream().filter(d -> d.side() != e.side() && d.square().equals(e.square())).findFirst()
                .orElse(destroyed.stream().filter(d -> d.side() != e.side()).findFirst().orElse(null));
        if (by == null) {
            return new Phrase(text, e.clauses());
        }
        destroyed.remove(by);
        List<String> clauses = new ArrayList<>(e.clauses());
        clauses.addAll(by.clauses());
        if (!by.square().equals(e.square())) {
            return new Phrase(text + " by " + Words.owned(by) + " on " + by.square() + ", which is destroyed", clauses);
        }
        Event promoted = facts.find(EventKind.PROMOTED, by.side(), by.square());
        String landed = Words.owned(by) + " landed; " + Words.the(by.piece());
        if (promoted != null && left.remove(promoted)) {
            landed = Words.side(by.side()) + "'s pawn landed and became a " + Words.piece(promoted.piece()) + "; the new "
                    + Words.piece(promoted.piece());
            clauses.addAll(promoted.clauses());
        }
        return new Phrase(text + ", where " + landed + " is destroyed", clauses);
    }

    /** Pieces destroyed where a King of the other side landed in their path; they leave {@code destroyed}. */
    static List<Phrase> byKings(List<Event> destroyed, TurnFacts facts) {
        List<Phrase> out = new ArrayList<>();
        for (Event d : List.copyOf(destroyed)) {
            Event king = facts.arrival(TurnFacts.other(d.side()), d.square());
            if (king == null || king.piece() != PieceKind.KING) {
                continue;
            }
            Move path = facts.moveThrough(d.side(), d.square());
            String mover = Words.owned(d) + (path == null ? "" : " from " + path.from());
            out.add(new Phrase(Words.owned(king) + " lands on " + d.square() + " in the path of " + mover
                    + ": the King survives and " + Words.the(d.piece()) + " is destroyed", d.clauses()));
            destroyed.remove(d);
        }
        return out;
    }
}
