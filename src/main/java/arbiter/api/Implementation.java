package arbiter.api;

import java.util.List;

/**
 * An implementation of one or more simultaneous-move rulesets, as Arbiter sees it. Every request
 * carries the whole position, so requests are independent of each other and may come in any
 * order. Implementations are found with {@link java.util.ServiceLoader}.
 *
 * <p>Positions are FEN strings with six fields and an optional seventh {@code frozen=d1,h8} (the
 * squares of pieces that may not move this turn). Simultaneous rulesets ignore the side-to-move
 * field and write {@code w}; the halfmove field counts turns since the last capture or pawn move;
 * the fullmove field is the turn number. Castling letters {@code KQkq} name the Rook on the h- or
 * a-file of its side's home rank.
 *
 * <p>Any method may throw {@link UnsupportedException} for something the implementation declares
 * it does not do (reported as skipped, not failed) or {@link InvalidInputException} for a request
 * it cannot read. Any other exception is reported as an error of the implementation.
 *
 * @since 0.1
 */
public interface Implementation {

    /** Who this implementation is and which rulesets it supports; never null. */
    Description describe();

    /**
     * The start position of a ruleset.
     *
     * @param ruleset a ruleset id from {@link Description#rulesets()}, such as {@code "xymyx"}
     * @return the start position as FEN, never null
     */
    String startPosition(String ruleset);

    /**
     * The moves a player may register in a position (judged on that position alone).
     *
     * @param ruleset  a ruleset id
     * @param position the position before the turn, as FEN
     * @param side     the player whose moves are asked for
     * @return the legal moves in coordinate form, in any order; empty when there are none
     */
    List<String> legalMoves(String ruleset, String position, Side side);

    /**
     * Resolves one turn: both registered moves, carried out together.
     *
     * @param turn the request; never null
     * @return the position after the turn with its events and outcome, or a rejection naming
     *     the illegal move
     */
    TurnResult resolve(Turn turn);
}
