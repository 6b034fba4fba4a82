package arbiter.rulebook.zeitgeist;

import arbiter.api.Outcome;
import arbiter.board.Position;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.TurnTelling;
import java.util.List;

/**
 * Zeitgeist's turns in words: both moves are made at once, so no registration order is said; the
 * turn is told in the order the reference settled it ({@link SettlementStory}); a double loss says
 * why each player lost.
 */
final class ZeitgeistTelling extends TurnTelling {

    @Override
    public boolean saysOrder() {
        return false;
    }

    @Override
    public List<Phrase> happened(TurnFacts facts, Position after, Outcome outcome) {
        return SettlementStory.tell(facts, after, outcome.status() != Outcome.Status.ONGOING);
    }

    @Override
    public String outcome(Outcome outcome, String why, Position after) {
        return outcome.status() == Outcome.Status.BOTH_LOSE ? SettlementStory.bothLose(after, outcome) : super.outcome(outcome, why, after);
    }
}
