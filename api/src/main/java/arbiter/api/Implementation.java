package arbiter.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * An implementation of one or more simultaneous-move rulesets, as Arbiter sees it. Every request
 * carries the whole position, so requests are independent of each other and may come in any
 * order. Implementations are found with {@link java.util.ServiceLoader}.
 *
 * <p>Positions are FEN strings: six fields, then the state a ruleset keeps beyond the board as
 * extra {@code name=value} fields, each left out when it holds nothing: {@code frozen=d1,h8} (XYMYX:
 * the squares of pieces that may not move this turn), {@code checks=w1,b1} (Zeitgeist: how many
 * turns in a row each King has been in check), {@code castled=wb} (RevoChess: the players who have
 * used their one castling). Simultaneous rulesets ignore the side-to-move field and write {@code w};
 * RevoChess uses it for the player whose turn it is. The halfmove field counts turns since the last
 * capture or pawn move; the fullmove field is the turn number. Castling letters {@code KQkq} name
 * the Rook on the h- or a-file of its side's home rank.
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
     * The version of this interface the implementation is written for: 1 when each turn it gets is
     * one move each with one player registered first ({@link Turn#isOneMoveEach}), and carries no
     * history; 2 when it takes every {@link Turn}. Arbiter sends a version-1 implementation only
     * the turns version 1 can say, and reports the others as not applicable to it, with the reason.
     *
     * @return 1 or 2; 1 unless overridden, so that an implementation written for version 0.1 keeps
     *     its meaning
     * @since 0.2
     */
    default int apiVersion() {
        return 1;
    }

    /**
     * Resolves one turn: the players' registered moves, carried out as the ruleset says.
     *
     * @param turn the request; never null
     * @return the position after the turn with its events and outcome, or a rejection naming
     *     the illegal move
     */
    TurnResult resolve(Turn turn);

    /**
     * Resolves one turn, perhaps later, so that a caller with many independent turns can have
     * several under way at once. The answer is the one {@link #resolve} gives; what {@code resolve}
     * would throw completes the future exceptionally with it (unwrapped by
     * {@link java.util.concurrent.CompletableFuture#get()} as the cause). Futures complete in any
     * order; a caller that needs them in order waits for them in order.
     *
     * <p>The default resolves at once, in the calling thread, and returns a completed future. An
     * implementation that answers from elsewhere (a program reached through the adapter protocol)
     * returns at once with the turn sent, and may block the caller while as many turns as it keeps
     * under way are unanswered. Code run when a future completes may run on the thread that reads
     * the answers: it must not wait for another answer of the same implementation.
     *
     * @param turn the request; never null
     * @return the future result; never null
     * @since 0.3
     */
    default CompletableFuture<TurnResult> resolveAsync(Turn turn) {
        try {
            return CompletableFuture.completedFuture(resolve(turn));
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }
}
