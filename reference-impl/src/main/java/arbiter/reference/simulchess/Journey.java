package arbiter.reference.simulchess;

import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.List;

/**
 * One registered move as SimulChess sees it: who moves what from where to where, the squares a
 * slow piece crosses on the way (none for a fast piece), what it arrives as, and the enemy piece
 * it goes to take.
 *
 * @param side     the mover's side
 * @param piece    the moving piece
 * @param move     the move
 * @param path     the squares strictly between start and target that a slow piece crosses, in order
 * @param arriving the piece that lands: the promoted piece for a pawn reaching the last rank
 * @param prey     the square of the enemy piece the move takes (an en passant capture's pawn), or null
 */
record Journey(Color side, Piece piece, Move move, List<Square> path, Piece arriving, Square prey) {

    static Journey of(Position before, Color side, Move move) {
        Piece piece = before.pieceAt(move.from());
        List<Square> path = Speed.of(piece.type()) == Speed.SLOW ? move.from().between(move.to()) : List.of();
        Square prey = Orthodox.isEnPassant(before, move) ? Orthodox.enPassantVictim(move)
                : before.pieceAt(move.to()) != null && before.pieceAt(move.to()).color() != side ? move.to() : null;
        return new Journey(side, piece, move, path, arriving(piece, move), prey);
    }

    private static Piece arriving(Piece piece, Move move) {
        boolean lastRank = piece.type() == PieceType.PAWN && move.to().rank() == piece.color().opposite().homeRank();
        return lastRank ? Piece.of(piece.color(), move.promotion() == null ? PieceType.QUEEN : move.promotion()) : piece;
    }

    Square from() {
        return move.from();
    }

    Square to() {
        return move.to();
    }

    Speed speed() {
        return Speed.of(piece.type());
    }

    /** Whether the move goes to take an enemy piece. */
    boolean captures() {
        return prey != null;
    }

    /**
     * The square this move attacks in the sense of a base attack: the piece it takes, or the square
     * it goes to.
     */
    Square attacked() {
        return prey != null ? prey : move.to();
    }

    boolean isKing() {
        return piece.type() == PieceType.KING;
    }
}
