package arbiter.rulebook;

/**
 * How a ruleset settles meetings of pieces, as far as the sentences must explain them: XYMYX ranks
 * pieces and asks who registered first; SimulChess does neither, so pieces that meet are simply
 * removed (a King excepted); Zeitgeist makes both moves at once and sends back the pieces that
 * cannot stay; RevoChess is not simultaneous at all: a turn is one player's two moves, one after
 * the other.
 */
enum Idiom {

    /** Collisions are won by the higher rank, between equals by who registered first (XYMYX). */
    RANKED,
    /** No ranks and no registration order: colliding pieces are both removed, a King survives (SimulChess). */
    SIMULTANEOUS,
    /** Both moves made at once, then pieces bounce back or are removed by colour, capture and number (Zeitgeist). */
    BOUNCING,
    /** Turns alternate, each one player's two consecutive moves, the second on the board the first left (RevoChess). */
    CONSECUTIVE;

    static Idiom of(String ruleset) {
        return switch (ruleset == null ? "" : ruleset) {
            case "simulchess" -> SIMULTANEOUS;
            case "zeitgeist" -> BOUNCING;
            case "revochess" -> CONSECUTIVE;
            default -> RANKED;
        };
    }
}
