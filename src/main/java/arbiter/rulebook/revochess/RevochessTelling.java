package arbiter.rulebook.revochess;

import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.board.Position;
import arbiter.rulebook.OutcomeWords;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.Sentences;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.TurnTelling;
import java.util.ArrayList;
import java.util.List;

/**
 * RevoChess's turns in words: not simultaneous at all, a turn is one player's two consecutive moves
 * ({@link DualMoveStory}); a King taken with the first move has said the outcome already; and with
 * no mate in the game, a draw for want of material speaks of taking a King.
 */
final class RevochessTelling extends TurnTelling {

    @Override
    public List<Phrase> whole(TurnFacts facts, TurnResult.Resolved r) {
        List<Phrase> out = new ArrayList<>(DualMoveStory.tell(facts));
        Phrase end = Sentences.outcome(r, null, null, this);
        if (!DualMoveStory.endsAtOnce(facts)) {
            if (out.isEmpty() || OutcomeWords.worthSaying(end, r, facts.turn())) {
                out.add(end);
            }
        } else if (!end.clauses().isEmpty()) {
            Phrase last = out.remove(out.size() - 1);
            List<String> clauses = new ArrayList<>(last.clauses());
            clauses.addAll(end.clauses());
            out.add(new Phrase(last.text(), clauses));
        }
        return out;
    }

    @Override
    public String outcome(Outcome outcome, String why, Position after) {
        if (outcome.status() == Outcome.Status.DRAW && "insufficient-material".equals(outcome.reason())) {
            return "the game is drawn for want of material: neither side can force the capture of a King";
        }
        return super.outcome(outcome, why, after);
    }
}
