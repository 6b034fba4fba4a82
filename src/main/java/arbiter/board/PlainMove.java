package arbiter.board;

/**
 * A move carried out on the board as plainly as it can be, so that the next move of the same
 * player can be read in the position it leaves (a RevoChess turn is one player's two moves). No
 * ruleset is asked and nothing is checked: the piece goes where the move says, a King onto its own
 * Rook changes places with it (RevoChess's castling), and otherwise it moves as in orthodox chess
 * (the Rook of a two-square castling move, the pawn taken en passant, the new piece of a promotion).
 */
public final class PlainMove {

    private PlainMove() {
    }

    /** The position after {@code move}, whose from square must hold a piece; for reading notation only. */
    public static Position after(Position p, Move move) {
        Piece piece = p.pieceAt(move.from());
        Piece there = p.pieceAt(move.to());
        if (piece.type() == PieceType.KING && Piece.of(piece.color(), PieceType.ROOK).equals(there)) {
            return p.toBuilder().put(move.from(), there).put(move.to(), piece).build();
        }
        return Orthodox.play(p, move);
    }
}
