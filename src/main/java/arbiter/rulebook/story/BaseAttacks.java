package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.List;

/**
 * Captures cancelled because the capturing piece's own square was attacked, in sentences: "Black's
 * Bishop takes on e4, the Knight's own square, so the Knight's capture on f6 is cancelled and the
 * Knight is taken on e4"; two pieces going for each other's squares both stay.
 */
final class BaseAttacks {

    private BaseAttacks() {
    }

    /**
     * @param left the events not yet told; those told here are removed
     */
    static List<Phrase> tell(TurnFacts facts, List<Event> left) {
        List<Phrase> out = new ArrayList<>();
        List<Event> cancelled = left.stream().filter(e -> e.kind() == EventKind.CAPTURE_CANCELLED).toList();
        for (Event e : cancelled) {
            if (!left.contains(e)) {
                continue;
            }
            left.remove(e);
            Event mutual = cancelled.stream().filter(o -> o.side() != e.side() && e.square().equals(o.from())
                    && e.from().equals(o.square())).findFirst().orElse(null);
            if (mutual != null && left.remove(mutual)) {
                out.add(new Phrase(Words.owned(e) + " on " + e.from() + " and " + Words.owned(mutual) + " on " + mutual.from()
                        + " go for each other's squares: both captures are cancelled and both "
                        + (e.piece() == mutual.piece() ? Words.plural(e.piece()) : "pieces") + " stay where they are",
                        both(e, mutual)));
                continue;
            }
            Event taken = facts.find(EventKind.CAPTURED, e.side(), e.from());
            Event taker = facts.arrival(TurnFacts.other(e.side()), e.from());
            if (taken != null && taker != null && left.remove(taken)) {
                String piece = Words.the(e.piece());
                out.add(new Phrase(Words.owned(taker) + " takes on " + e.from() + ", " + piece + "'s own square, so " + piece
                        + "'s capture on " + e.square() + " is cancelled and " + piece + " is taken on " + e.from(), both(e, taken)));
            } else {
                out.add(new Phrase(Words.owned(e) + " on " + e.from() + " does not take on " + e.square()
                        + ": the capture is cancelled, as " + e.from() + " is attacked", e.clauses()));
            }
        }
        return out;
    }

    static List<String> both(Event a, Event b) {
        List<String> clauses = new ArrayList<>(a.clauses());
        clauses.addAll(b.clauses());
        return clauses;
    }
}
