package arbiter.reference.chess;

/**
 * The clause ids of orthodox chess that the reference cites, numbered after the articles of the
 * FIDE Laws of Chess (the 2023 Handbook).
 */
final class Clauses {

    static final String ALTERNATE = "chess.1.2";
    static final String START = "chess.2.3";
    static final String CAPTURE = "chess.3.1";
    static final String BISHOP = "chess.3.2";
    static final String ROOK = "chess.3.3";
    static final String QUEEN = "chess.3.4";
    static final String NO_JUMPING = "chess.3.5";
    static final String KNIGHT = "chess.3.6";
    static final String PAWN = "chess.3.7";
    static final String EN_PASSANT = "chess.3.7.4";
    static final String PROMOTION = "chess.3.7.5";
    static final String KING = "chess.3.8";
    static final String CASTLING = "chess.3.8.2";
    static final String CHECK = "chess.3.9";
    static final String LEGAL = "chess.3.10";
    static final String CHECKMATE = "chess.5.1.1";
    static final String STALEMATE = "chess.5.2.1";
    static final String DEAD_POSITION = "chess.5.2.2";
    static final String THREEFOLD_CLAIM = "chess.9.2";
    static final String FIFTY_MOVE_CLAIM = "chess.9.3";
    static final String FIVEFOLD = "chess.9.6.1";
    static final String SEVENTY_FIVE_MOVES = "chess.9.6.2";

    private Clauses() {
    }
}
