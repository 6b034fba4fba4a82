package arbiter.reference.chess;

/**
 * The clause ids of orthodox chess that the reference cites: the catalogue's (chess.MOVES,
 * chess.CASTLING, ...), each refined by the article of the FIDE Laws it applies where one clause
 * covers several (chess.MOVES.rook, chess.REPETITION.fivefold). A refused move cites its catalogue
 * clause and the reason's word only (chess.MOVES.blocked), as every game's refusals do.
 */
final class Clauses {

    static final String MOVES = "chess.MOVES";
    static final String START = "chess.SETUP";
    static final String CAPTURE = "chess.MOVES.capture";
    static final String BISHOP = "chess.MOVES.bishop";
    static final String ROOK = "chess.MOVES.rook";
    static final String QUEEN = "chess.MOVES.queen";
    static final String KNIGHT = "chess.MOVES.knight";
    static final String PAWN = "chess.MOVES.pawn";
    static final String EN_PASSANT = "chess.EN-PASSANT";
    static final String PROMOTION = "chess.PROMOTION";
    static final String KING = "chess.MOVES.king";
    static final String CASTLING = "chess.CASTLING";
    static final String CHECK = "chess.CHECK";
    static final String CHECKMATE = "chess.CHECKMATE";
    static final String STALEMATE = "chess.STALEMATE";
    static final String DEAD_POSITION = "chess.DEAD-POSITION";
    static final String THREEFOLD_CLAIM = "chess.REPETITION.claim";
    static final String FIFTY_MOVE_CLAIM = "chess.FIFTY-MOVES.claim";
    static final String FIVEFOLD = "chess.REPETITION.fivefold";
    static final String SEVENTY_FIVE_MOVES = "chess.FIFTY-MOVES.seventy-five";

    private Clauses() {
    }
}
