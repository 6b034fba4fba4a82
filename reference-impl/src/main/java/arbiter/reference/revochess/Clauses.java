package arbiter.reference.revochess;

/** The clause ids of RevoChess that the reference cites. */
final class Clauses {

    static final String DUAL_MOVE = "revochess.dual-move";
    static final String SETUP = "revochess.setup";
    static final String OPENING = "revochess.opening";
    static final String NO_EN_PASSANT = "revochess.no-en-passant";
    static final String NO_CHECK = "revochess.no-check";
    static final String CASTLING = "revochess.castling";
    static final String VICTORY = "revochess.victory";
    static final String DRAW = "revochess.draw";

    private Clauses() {
    }
}
