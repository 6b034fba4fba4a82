package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.List;

/**
 * Slow pieces that capture although their own square falls in the same turn, in sentences: "White's
 * Queen takes Black's Rook on d8 although her own square d1 falls to Black's Knight: a chain
 * capture"; two pieces taking each other: both captures stand and both are gone.
 */
final class ChainCaptures {

    private ChainCaptures() {
    }

    /**
     * @param left the events not yet told; the chain captures told here are removed
     */
    static List<Phrase> tell(TurnFacts facts, List<Event> left) {
        List<Phrase> out = new ArrayList<>();
        for (Event e : left.stream().filter(e -> e.kind() == EventKind.CHAIN_CAPTURE).toList()) {
            if (!left.contains(e)) {
                continue;
            }
            Event taker = facts.arrival(TurnFacts.other(e.side()), e.square());
            Event answer = taker == null ? null : facts.find(EventKind.CHAIN_CAPTURE, taker.side(), taker.from());
            Event back = answer == null ? null : facts.arrival(e.side(), answer.square());
            if (back != null && e.square().equals(back.from()) && left.contains(answer)) {
                left.remove(e);
                left.remove(answer);
                out.add(new Phrase(Words.owned(taker) + " from " + taker.from() + " and " + Words.owned(back) + " from "
                        + back.from() + " take each other: both captures stand, and "
                        + (e.piece() == answer.piece() ? "both " + Words.plural(e.piece()) : "both") + " are gone",
                        BaseAttacks.both(e, answer)));
            } else if (taker != null) {
                left.remove(e);
                out.add(new Phrase(Words.owned(taker) + " takes " + Words.owned(e) + " on " + e.square() + fallen(taker, facts)
                        + ": a chain capture", e.clauses()));
            }
        }
        return out;
    }

    /**
     * " although her own square d1 falls to Black's Knight" when the taker's square was taken in the
     * same turn; "" otherwise.
     */
    static String fallen(Event taker, TurnFacts facts) {
        Side by = TurnFacts.other(taker.side());
        boolean taken = facts.find(EventKind.CAPTURED, taker.side(), taker.from()) != null
                || facts.find(EventKind.CHAIN_CAPTURE, taker.side(), taker.from()) != null;
        Event thief = taken ? facts.arrival(by, taker.from()) : null;
        return thief == null ? "" : " although " + Words.its(taker.piece()) + " own square " + taker.from() + " falls to "
                + Words.owned(thief);
    }
}
