package arbiter.api;

/**
 * One turn to resolve: both players' registered moves and who registered first.
 *
 * @param ruleset         the ruleset id; never null
 * @param position        the position before the turn, as FEN; never null
 * @param whiteMove       White's move in coordinate form; never null
 * @param blackMove       Black's move in coordinate form; never null
 * @param firstRegistered the player who registered first; never null
 * @since 0.1
 */
public record Turn(String ruleset, String position, String whiteMove, String blackMove, Side firstRegistered) {

    /** The move of one player. */
    public String moveOf(Side side) {
        return side == Side.WHITE ? whiteMove : blackMove;
    }
}
