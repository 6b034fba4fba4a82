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
 * not land on; a pawn reaches the squares of its pushes and captures, promoting to
 * a Queen, Rook, Bishop or Knight exactly when it lands on the last rank.
 */
public final class Movement {

    private Movement() {
    }

    /**
     * Whether {@code PieceMoves.from(p, move.from(), selfCapture, enPassant)} holds {@code move}, a
     * move of the piece that stands on its from square (the callers have found one there).
     */
    public static boolean allows(Position p, Move move, boolean selfCapture, boolean enPassant) {
        Piece piece = p.pieceAt(move.from());
        if (piece.type() == PieceType.PAWN) {
            int rank = move.to().rank();
            boolean promotes = rank == 0 || rank == 7;
            PieceType promotion = move.promotion();
            boolean named = promotes ? promotion != null && promotion != PieceType.KING && promotion != PieceType.PAWN : promotion == null;
            return named && (PieceMoves.targets(p, move.from().index(), selfCapture, enPassant) & move.to().bit()) != 0;
        }
        long landing = ~p.pieces(piece.color(), PieceType.KING) & (selfCapture ? ~0L : ~p.pieces(piece.color()));
        long reach = Bitboards.attacks(piece.type(), piece.color(), move.from().index(), p.occupied());
        return move.promotion() == null && (reach & landing & move.to().bit()) != 0;
    }
}
