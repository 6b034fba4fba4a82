package arbiter.reference.simulchess;

/** The clause ids of SimulChess that the steps cite. */
final class Clauses {

    static final String BASIC = "simulchess.basic";
    static final String FAST_SLOW = "simulchess.fast-slow";
    static final String BASE_ATTACK = "simulchess.base-attack";
    static final String INTERCEPTION = "simulchess.interception";
    static final String COLLISION = "simulchess.collision";
    static final String CHAIN_CAPTURE = "simulchess.chain-capture";
    static final String ORDER = "simulchess.resolution-order";
    static final String CHECKMATE = "simulchess.checkmate";
    static final String KING_CAPTURE = "simulchess.king-capture";
    static final String CASTLING = "simulchess.castling";
    static final String ONE_SIDED = "simulchess.one-sided";

    private Clauses() {
    }
}
