package arbiter.reference;

import arbiter.board.Bitboards;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceMoves;
import arbiter.board.PieceType;
import arbiter.board.Position;

/**
 * Whether a piece can make a move by its movement alone, as {@link PieceMoves#from} lists it,
 * asked of one move: a piece other than a pawn reaches the squares it attacks, less those it may
 * not land on; a pawn, with its pushes, captures and promotions, is looked up in its list.
 */
public final class Movement {

    private Movement() {
    }

    /** Whether {@code PieceMoves.from(p, move.from(), selfCapture, enPassant)} holds {@code move}. */
    public static boolean allows(Position p, Move move, boolean selfCapture, boolean enPassant) {
        Piece piece = p.pieceAt(move.from());
        if (piece == null) {
            return false;
        }
        if (piece.type() == PieceType.PAWN) {
            return PieceMoves.from(p, move.from(), selfCapture, enPassant).contains(move);
        }
        long landing = ~p.pieces(piece.color(), PieceType.KING) & (selfCapture ? ~0L : ~p.pieces(piece.color()));
        long reach = Bitboards.attacks(piece.type(), piece.color(), move.from().index(), p.occupied());
        return move.promotion() == null && (reach & landing & move.to().bit()) != 0;
    }
}
