package arbiter.reference.simulchess;

import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.PieceMoves;
import arbiter.board.Position;
import arbiter.reference.EventLog;
import arbiter.reference.Refusal;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import arbiter.reference.UnkeptState;
import java.util.ArrayList;
import java.util.List;

/**
 * SimulChess: the start-of-turn mate test, castlings the other move prevents, the text's four steps
 * in order (base attacks, interceptions, collisions, execution), then how the game stands.
 */
final class SimulchessRuleset implements Ruleset {

    private static final Position START = Fen.parse(Fen.ORTHODOX_START);
    static final String ID = "simulchess";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Position start() {
        return START;
    }

    @Override
    public List<String> problems(Position p) {
        return UnkeptState.in(ID, p, java.util.Set.of());
    }

    /** Every orthodox move but the check test: Kings may stand in or step into attack, pinned pieces move. */
    @Override
    public List<Move> legalMoves(Position p, Color side) {
        List<Move> moves = new ArrayList<>(PieceMoves.of(p, side, false, true));
        for (Castling c : Castling.available(p, side)) {
            if (c.kingPathSafe(p, side.opposite())) {
                moves.add(c.move());
            }
        }
        return moves;
    }

    @Override
    public Refusal whyIllegal(Position p, Color side, Move move) {
        return Rejections.whyIllegal(p, side, move);
    }

    /**
     * A turn of the wrong shape is invalid input; a turn that starts from a checkmate is never
     * rejected, since the mate ends the game before any move is looked at
     * [simulchess-checkmate-007]; otherwise the first illegal move rejects the whole turn
     * [simulchess-basic-001].
     */
    @Override
    public TurnResult.Rejected reject(TurnInput turn) {
        int total = 0;
        for (Color color : Color.values()) {
            int moves = turn.movesOf(color).size();
            total += moves;
            if (moves > 1) {
                throw new arbiter.api.InvalidInputException("in " + ID + " a player registers at most one move a turn; "
                        + color.title() + " registered " + moves);
            }
        }
        if (total == 0) {
            throw new arbiter.api.InvalidInputException("in " + ID + " a turn has at least one player's move");
        }
        if (StartOfTurn.ends(turn.before())) {
            return null;
        }
        for (Color color : Color.values()) {
            for (Move move : turn.movesOf(color)) {
                Refusal why = whyIllegal(turn.before(), color, move);
                if (why != null) {
                    return why.rejection(color, move);
                }
            }
        }
        return null;
    }

    @Override
    public Resolution resolve(TurnInput turn) {
        Position before = turn.before();
        EventLog log = new EventLog();
        Outcome mate = StartOfTurn.mate(before, log);
        if (mate != null) {
            return new Resolution(before, log.events(), mate, log.trace());
        }
        List<Leg> legs = new ArrayList<>();
        for (Color color : Color.values()) {
            turn.movesOf(color).forEach(m -> legs.add(new Leg(Journey.of(before, color, m))));
        }
        if (legs.size() == 1) {
            log.decided(Clauses.ONE_SIDED);
        }
        PreventedCastlings.apply(before, legs, log);
        BaseAttacks.apply(legs, log);
        Promotions.apply(legs, log);
        Interceptions.apply(legs, log);
        boolean kingsMet = Collisions.apply(legs, log);
        Position after = Execution.apply(before, legs, log);
        List<Position> earlier = new ArrayList<>(turn.history());
        earlier.add(before);
        Outcome outcome = TurnEnd.outcome(after, kingsMet, earlier, log);
        return new Resolution(after, log.events(), outcome, log.trace());
    }
}
