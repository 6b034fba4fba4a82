package arbiter.reference;

import arbiter.api.Event;
import arbiter.api.Outcome;
import arbiter.board.Position;
import java.util.List;

/** What a turn did: the position after it, its events, the outcome and the deciding clauses. */
public record Resolution(Position after, List<Event> events, Outcome outcome, List<String> trace) {
}
