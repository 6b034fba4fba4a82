package arbiter.reference;

import arbiter.board.ByColor;
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

    /** Why {@code move} may not be registered by {@code side} in {@code p}, or null when it may. */
    String whyIllegal(Position p, Color side, Move move);

    /** Carries out a turn of two legal moves. Pure: the same input gives the same output. */
    Resolution resolve(Position before, ByColor<Move> moves, Color firstRegistered);
}
