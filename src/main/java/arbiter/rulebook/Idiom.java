package arbiter.rulebook;

/**
 * How a ruleset settles meetings of pieces, as far as the sentences must explain them: XYMYX ranks
 * pieces and asks who registered first; SimulChess does neither, so pieces that meet are simply
 * removed (a King excepted).
 */
enum Idiom {

    /** Collisions are won by the higher rank, between equals by who registered first (XYMYX). */
    RANKED,
    /** No ranks and no registration order: colliding pieces are both removed, a King survives (SimulChess). */
    SIMULTANEOUS;

    static Idiom of(String ruleset) {
        return "simulchess".equals(ruleset) ? SIMULTANEOUS : RANKED;
    }
}
