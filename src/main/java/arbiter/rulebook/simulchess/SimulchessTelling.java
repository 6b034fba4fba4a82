package arbiter.rulebook.simulchess;

import arbiter.api.Event;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnStory;
import arbiter.rulebook.story.TurnTelling;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * SimulChess's turns in words: a castling the opponent's move calls off ({@link PreventedCastlings})
 * comes first after the castlings, two Kings going for one square ({@link KingCollisions}) after the
 * chain captures; pieces that land on one square collide with no rank and no registration order, a
 * King surviving.
 */
final class SimulchessTelling extends TurnTelling {

    private static final TurnStory PREVENTED_CASTLINGS = (facts, after, outcome, left) -> PreventedCastlings.tell(facts, after);
    private static final TurnStory KING_COLLISIONS = (facts, after, outcome, left) -> KingCollisions.tell(facts, outcome);

    @Override
    protected List<TurnStory> stories() {
        return List.of(CASTLINGS, PREVENTED_CASTLINGS, CANCELLED_CAPTURES, STOPPED_MOVES, CHAIN_CAPTURES, KING_COLLISIONS);
    }

    @Override
    public Phrase collision(String square, Side winnerSide, PieceKind winner, Event loser) {
        return new Phrase(Words.owned(winnerSide, winner) + " and " + Words.owned(loser) + " both land on " + square
                + " and collide: " + (winner == PieceKind.KING ? "the King survives and " : "") + Words.the(loser.piece())
                + " is removed", loser.clauses());
    }

    @Override
    public Phrase bothCollided(String square, Event a, Event b) {
        List<String> clauses = new ArrayList<>(a.clauses());
        clauses.addAll(b.clauses());
        return new Phrase(Words.owned(a) + " and " + Words.owned(b) + " both land on " + square + " and collide: both are removed",
                clauses);
    }
}
