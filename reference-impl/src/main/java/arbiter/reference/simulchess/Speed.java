package arbiter.reference.simulchess;

import arbiter.board.PieceType;

/** The text's split of the pieces: pawns and Knights arrive at once; the others travel their path. */
enum Speed {
    FAST, SLOW;

    static Speed of(PieceType type) {
        return type == PieceType.PAWN || type == PieceType.KNIGHT ? FAST : SLOW;
    }
}
