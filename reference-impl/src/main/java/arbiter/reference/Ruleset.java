package arbiter.reference;

import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Position;
import java.util.List;

/** One ruleset of the reference resolver, registered in {@link Rulesets}. */
public interface Ruleset {

    /** The ruleset id, such as {@code "xymyx"}. */
    String id();

    Position start();

    /**
     * What this ruleset cannot reach that the board model allows (a castling right away from the
     * start squares, a frozen piece of a kind that never freezes), in plain words; empty when none.
     */
    List<String> problems(Position p);

    /** The moves {@code side} may register in {@code p}. */
    List<Move> legalMoves(Position p, Color side);

    /**
     * Why {@code move} may not be registered by {@code side} in {@code p}: the clause that refuses it
     * and how; null when it may.
     */
    Refusal whyIllegal(Position p, Color side, Move move);

    /**
     * Why the turn may not be played as registered, or null when it may.
     *
     * @throws arbiter.api.InvalidInputException for a turn of a shape this ruleset never has (in
     *     XYMYX, anything but one move each), which no scenario of it asks
     */
    TurnResult.Rejected reject(TurnInput turn);

    /** Carries out a turn that {@link #reject} accepts. Pure: the same input gives the same output. */
    Resolution resolve(TurnInput turn);
}
