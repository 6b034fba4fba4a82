package arbiter.rulebook;

import arbiter.api.Event;
import arbiter.api.EventKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What became of moves that did not end where they were played, in sentences: a piece bounced
 * back, stopped on its way (and the piece that stopped it destroyed), a capture cancelled, pieces
 * destroying each other.
 */
final class MoveStory {

    /** The kinds told here. */
    static final Set<EventKind> KINDS = Set.of(EventKind.BOUNCED, EventKind.INTERCEPTED, EventKind.CAPTURE_CANCELLED,
            EventKind.DESTROYED);

    private MoveStory() {
    }

    /** A statement per stopped move, then for the pieces destroyed that no stopped move names. */
    static List<Phrase> tell(List<Event> events) {
        List<Phrase> out = new ArrayList<>();
        List<Event> destroyed = new ArrayList<>(events.stream().filter(e -> e.kind() == EventKind.DESTROYED).toList());
        for (Event e : events) {
            switch (e.kind()) {
                case BOUNCED -> out.add(new Phrase(owned(e) + " aims at " + e.square() + " but bounces back to " + e.from(),
                        e.clauses()));
                case CAPTURE_CANCELLED -> out.add(new Phrase(owned(e) + " on " + e.from() + " does not take on " + e.square()
                        + ": the capture is cancelled, as " + e.from() + " is attacked", e.clauses()));
                case INTERCEPTED -> out.add(intercepted(e, destroyed));
                default -> {
                }
            }
        }
        out.addAll(destroyed(destroyed));
        return out;
    }

    /** "White's Rook from a1 is stopped on a4 by Black's Knight, which is destroyed"; the Knight leaves {@code destroyed}. */
    private static Phrase intercepted(Event e, List<Event> destroyed) {
        Event by = destroyed.stream().filter(d -> d.side() != e.side()).findFirst().orElse(null);
        String text = owned(e) + " from " + e.from() + " is stopped on " + e.square();
        if (by == null) {
            return new Phrase(text, e.clauses());
        }
        destroyed.remove(by);
        List<String> clauses = new ArrayList<>(e.clauses());
        clauses.addAll(by.clauses());
        return new Phrase(text + " by " + owned(by) + " on " + by.square() + ", which is destroyed", clauses);
    }

    /** Two pieces of opposite sides destroy each other; any other destroyed piece is named alone. */
    private static List<Phrase> destroyed(List<Event> destroyed) {
        if (destroyed.size() == 2 && destroyed.get(0).side() != destroyed.get(1).side()) {
            Event a = destroyed.get(0);
            Event b = destroyed.get(1);
            String where = a.square().equals(b.square()) ? " on " + a.square() : " on " + a.square() + " and " + b.square();
            List<String> clauses = new ArrayList<>(a.clauses());
            clauses.addAll(b.clauses());
            return List.of(new Phrase(owned(a) + " and " + owned(b) + " destroy each other" + where, clauses));
        }
        return destroyed.stream().map(e -> new Phrase(owned(e) + " is destroyed on " + e.square(), e.clauses())).toList();
    }

    private static String owned(Event e) {
        return Words.owned(e.side(), e.piece());
    }
}
