package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.Outcome;
import arbiter.board.Position;
import arbiter.rulebook.Phrase;
import java.util.List;

/**
 * One part of what happened in a played turn, in statements: castlings, cancelled captures, moves
 * stopped on their way, a game's own rule. A {@link TurnTelling} tells its stories in order, before
 * what happened on each square.
 */
@FunctionalInterface
public interface TurnStory {

    /**
     * @param facts   the turn
     * @param after   the position after it
     * @param outcome how the turn leaves the game
     * @param left    the events not yet told; a story removes those it tells, so that no later one tells them again
     * @return the statements, in order; empty when the story has nothing to tell of this turn
     */
    List<Phrase> tell(TurnFacts facts, Position after, Outcome outcome, List<Event> left);
}
