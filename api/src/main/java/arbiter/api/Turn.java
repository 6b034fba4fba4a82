package arbiter.api;

import java.util.List;
import java.util.Objects;

/**
 * One turn to resolve: the position before it, each player's moves, who registered first, and the
 * positions the game stood in before.
 *
 * <p>Each player's moves are an ordered list: one move each in XYMYX, SimulChess and Zeitgeist;
 * none for a player who does not move this turn (a SimulChess turn resolved with one player's move
 * only); two moves of one player, played one after the other, in RevoChess, whose turn belongs to
 * one player (the other's list is empty).
 *
 * <p>The history is a list of positions rather than of moves, so that a request stays
 * self-contained: judging a repetition needs only positions to compare, and an implementation need
 * not replay (and so need not agree on) every earlier turn of the game to answer this one. A game
 * that begins from a set position has a history that begins there.
 *
 * @param ruleset    the ruleset id; never null
 * @param position   the position before the turn, as FEN; never null
 * @param whiteMoves White's moves this turn in coordinate form, in the order played; never null
 * @param blackMoves Black's moves this turn, likewise; never null
 * @param first      the player who registered first, or null when no player did: both registered
 *                   at the same instant, or the order cannot matter (one player moves, or the
 *                   ruleset does not move simultaneously)
 * @param history    the positions the game stood in before each earlier turn, oldest first, as
 *                   FEN; {@code position} itself is not in it. It may start at the last turn that
 *                   made an earlier position unreachable again (a capture, a pawn move). Empty when
 *                   unknown; never null
 * @since 0.1 (lists of moves, a missing first player and the history since 0.2)
 */
public record Turn(String ruleset, String position, List<String> whiteMoves, List<String> blackMoves, Side first,
        List<String> history) {

    public Turn {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(position, "position");
        whiteMoves = List.copyOf(whiteMoves);
        blackMoves = List.copyOf(blackMoves);
        history = List.copyOf(history);
    }

    /**
     * A turn of version 1 of this interface: one move each, and who registered first.
     *
     * @since 0.1
     */
    public Turn(String ruleset, String position, String whiteMove, String blackMove, Side firstRegistered) {
        this(ruleset, position, List.of(whiteMove), List.of(blackMove), Objects.requireNonNull(firstRegistered,
                "firstRegistered"), List.of());
    }

    /** A player's moves this turn, in the order played; empty when that player does not move. */
    public List<String> movesOf(Side side) {
        return side == Side.WHITE ? whiteMoves : blackMoves;
    }

    /** Whether version 1 of this interface can say this turn: one move each, one player first, no history. */
    public boolean isOneMoveEach() {
        return whiteMoves.size() == 1 && blackMoves.size() == 1 && first != null;
    }

    /**
     * What in this turn version 1 cannot say, in words, a player's several moves before a player's
     * missing one: "White plays 2 moves", "Black does not move", "neither player registered first".
     *
     * @return empty exactly when {@link #isOneMoveEach()} and the position has neither {@code checks=} nor {@code castled=}
     * @since 0.2
     */
    public List<String> beyondVersion1() {
        List<String> beyond = new java.util.ArrayList<>();
        for (Side side : Side.values()) {
            if (movesOf(side).size() > 1) {
                beyond.add(name(side) + " plays " + movesOf(side).size() + " moves");
            }
        }
        for (Side side : Side.values()) {
            if (movesOf(side).isEmpty()) {
                beyond.add(name(side) + " does not move");
            }
        }
        if (first == null) {
            beyond.add("neither player registered first");
        }
        for (String field : VERSION_2_FEN_FIELDS) {
            if (position.contains(" " + field)) {
                beyond.add("the position has the field " + field + " (" + (field.equals("checks=") ? "turns in check" : "who castled") + ")");
            }
        }
        return List.copyOf(beyond);
    }

    /** The FEN fields beyond the board that version 2 added. */
    private static final List<String> VERSION_2_FEN_FIELDS = List.of("checks=", "castled=");

    private static String name(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    /**
     * The one move of a player, for turns of one move each.
     *
     * @throws IllegalStateException when the player does not play exactly one move this turn
     */
    public String moveOf(Side side) {
        List<String> moves = movesOf(side);
        if (moves.size() != 1) {
            throw new IllegalStateException(name(side) + " plays " + moves.size()
                    + " moves this turn; moveOf is for turns of one move each (see movesOf)");
        }
        return moves.get(0);
    }

    /** White's one move ({@link #moveOf}). */
    public String whiteMove() {
        return moveOf(Side.WHITE);
    }

    /** Black's one move ({@link #moveOf}). */
    public String blackMove() {
        return moveOf(Side.BLACK);
    }

    /** The player who registered first, as version 1 named it; null when none did ({@link #first}). */
    public Side firstRegistered() {
        return first;
    }

    /** This turn without its history (what version 1 of the protocol carries). */
    public Turn withoutHistory() {
        return new Turn(ruleset, position, whiteMoves, blackMoves, first, List.of());
    }
}
