package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Position;
import arbiter.rulebook.OutcomeWords;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How the turns of a game are told, the shared way unless a game's rulebook part says otherwise:
 * who registered first, then the {@linkplain #stories() stories} (castlings, cancelled captures,
 * stopped moves, chain captures), what happened on each square ({@link SquareStory}), the checks
 * ({@link CheckStory}), and how the turn leaves the game. A game's part overrides the steps its
 * rules tell differently: its collision words, what follows a check, its own stories, or the
 * whole turn. {@link #SHARED} is the telling of a ruleset that has no part of its own.
 */
public class TurnTelling {

    /** The shared telling, for a ruleset with no rulebook part of its own. */
    public static final TurnTelling SHARED = new TurnTelling();

    /** "White castles: the King goes from e1 to g1 and the Rook from h1 to f1" ({@link Castlings}). */
    public static final TurnStory CASTLINGS = (facts, after, outcome, left) -> Castlings.tell(facts.events(), facts.turn());
    /** Captures cancelled because the capturing piece's own square was attacked ({@link BaseAttacks}). */
    public static final TurnStory CANCELLED_CAPTURES = (facts, after, outcome, left) -> BaseAttacks.tell(facts, left);
    /** Moves that did not end where they were played: bounced, stopped on the way, destroyed ({@link MoveStory}). */
    public static final TurnStory STOPPED_MOVES = (facts, after, outcome, left) -> MoveStory.tell(facts, left);
    /** Captures by a piece whose own square falls in the same turn ({@link ChainCaptures}). */
    public static final TurnStory CHAIN_CAPTURES = (facts, after, outcome, left) -> ChainCaptures.tell(facts, left);

    private static final Set<EventKind> ON_SQUARES = Set.of(EventKind.CAPTURED, EventKind.ABSORBED, EventKind.COLLISION,
            EventKind.FAILED_CAPTURE, EventKind.PROMOTED, EventKind.CHAIN_CAPTURE, EventKind.KING_CAPTURED);

    protected TurnTelling() {
    }

    /**
     * The statements of a whole played turn, for a game that tells its turns wholly its own way
     * (the outcome included); null to tell it the shared way.
     */
    public List<Phrase> whole(TurnFacts facts, TurnResult.Resolved result) {
        return null;
    }

    /** Whether the statements open with who registered first (dropped again when a later statement says it). */
    public boolean saysOrder() {
        return true;
    }

    /** What happened in a turn that was played, in the order of the rules that settle it. */
    public List<Phrase> happened(TurnFacts facts, Position after, Outcome outcome) {
        List<Phrase> out = new ArrayList<>();
        List<Event> left = new ArrayList<>(facts.events());
        for (TurnStory story : stories()) {
            out.addAll(story.tell(facts, after, outcome, left));
        }
        Map<String, List<Event>> bySquare = new LinkedHashMap<>();
        for (Event e : left) {
            if (ON_SQUARES.contains(e.kind())) {
                bySquare.computeIfAbsent(e.square(), s -> new ArrayList<>()).add(e);
            }
        }
        bySquare.forEach((square, events) -> out.addAll(SquareStory.tell(square, events, facts, this)));
        out.addAll(CheckStory.tell(facts.events(), after, this));
        return out;
    }

    /** The stories told before what happened on each square, in order. */
    protected List<TurnStory> stories() {
        return List.of(CASTLINGS, CANCELLED_CAPTURES, STOPPED_MOVES, CHAIN_CAPTURES);
    }

    /**
     * One piece lost a collision on {@code square} to a piece of the other side that arrived there.
     *
     * @param winnerSide the side whose piece stays
     * @param winner     that piece, as it stands there
     * @param loser      the collision event of the piece removed
     */
    public Phrase collision(String square, Side winnerSide, PieceKind winner, Event loser) {
        return new Phrase(Words.owned(winnerSide, winner) + " and " + Words.owned(loser) + " both reach " + square + "; "
                + Words.the(loser.piece()) + " is removed", loser.clauses());
    }

    /** Two pieces of opposite sides collided on {@code square} and neither stays. */
    public Phrase bothCollided(String square, Event a, Event b) {
        return new Phrase(Words.owned(a) + " and " + Words.owned(b) + " both reach " + square + " at the same instant, so both are removed",
                BaseAttacks.both(a, b));
    }

    /** The clauses a check's statement cites. */
    public List<String> checkClauses(Event check) {
        return check.clauses();
    }

    /**
     * What follows from a check, told right after it (the game's own consequences of checking).
     *
     * @param check    the check (or lone checkmate) event
     * @param events   every event of the turn
     * @param after    the position after the turn
     * @param checkers how many pieces give the check
     */
    public List<Phrase> afterCheck(Event check, List<Event> events, Position after, int checkers) {
        return List.of();
    }

    /**
     * How the turn leaves the game, in words.
     *
     * @param why   put after the winner's name, e.g. ", who registered first,"; "" for nothing
     * @param after the position after the turn
     */
    public String outcome(Outcome outcome, String why, Position after) {
        return OutcomeWords.of(outcome, why);
    }
}
