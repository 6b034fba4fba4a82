package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.board.Move;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.List;

/**
 * What became of moves that did not end where they were played, in sentences: a piece bounced
 * back; a slow piece stopped on its way where another landed (that piece destroyed), or destroyed
 * by a King landing in its path; two pieces landing in each other's paths; other pieces destroyed.
 */
final class MoveStory {

    private MoveStory() {
    }

    /**
     * A statement per stopped move, then for the pieces destroyed that no stopped move names.
     *
     * @param left the events not yet told; those told here are removed
     */
    static List<Phrase> tell(TurnFacts facts, List<Event> left) {
        List<Phrase> out = new ArrayList<>();
        List<Event> destroyed = new ArrayList<>(left.stream().filter(e -> e.kind() == EventKind.DESTROYED).toList());
        for (Event e : List.copyOf(left)) {
            if (e.kind() == EventKind.BOUNCED) {
                out.add(new Phrase(Words.owned(e) + " aims at " + e.square() + " but bounces back to " + e.from(), e.clauses()));
                left.remove(e);
            } else if (e.kind() == EventKind.INTERCEPTED) {
                out.add(Interceptions.stopped(e, destroyed, facts, left));
                left.remove(e);
            }
        }
        out.addAll(Interceptions.byKings(destroyed, facts));
        out.addAll(destroyed(destroyed, facts));
        left.removeIf(e -> e.kind() == EventKind.DESTROYED);
        return out;
    }

    /** Two pieces of opposite sides destroy each other (in each other's paths when the moves show it); any other is named alone. */
    private static List<Phrase> destroyed(List<Event> destroyed, TurnFacts facts) {
        if (destroyed.size() == 2 && destroyed.get(0).side() != destroyed.get(1).side()) {
            Event a = destroyed.get(0).side() == Side.WHITE ? destroyed.get(0) : destroyed.get(1);
            Event b = a == destroyed.get(0) ? destroyed.get(1) : destroyed.get(0);
            List<String> clauses = new ArrayList<>(a.clauses());
            clauses.addAll(b.clauses());
            Move ma = facts.moveFrom(a.side(), from(a, facts));
            Move mb = facts.moveFrom(b.side(), from(b, facts));
            if (ma != null && mb != null && crosses(mb, a.square()) && crosses(ma, b.square())) {
                return List.of(new Phrase(Words.owned(a) + " from " + ma.from() + " and " + Words.owned(b) + " from " + mb.from()
                        + " each land in the other's path, on " + a.square() + " and " + b.square() + ": both are destroyed", clauses));
            }
            String where = a.square().equals(b.square()) ? " on " + a.square() : " on " + a.square() + " and " + b.square();
            return List.of(new Phrase(Words.owned(a) + " and " + Words.owned(b) + " destroy each other" + where, clauses));
        }
        return destroyed.stream().map(e -> new Phrase(Words.owned(e) + " is destroyed on " + e.square(), e.clauses())).toList();
    }

    /** Where a destroyed piece started: the start of its side's move that landed on its square; "" if none. */
    private static String from(Event e, TurnFacts facts) {
        return facts.moves(e.side()).stream().filter(m -> m.to().name().equals(e.square())).map(m -> m.from().name()).findFirst()
                .orElse("");
    }

    private static boolean crosses(Move m, String square) {
        return m.from().between(m.to()).stream().anyMatch(q -> q.name().equals(square));
    }
}
