package arbiter.reference.simulchess;

import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.List;

/**
 * One registered move as SimulChess sees it: who moves what from where to where, the squares a
 * slow piece crosses on the way (none for a fast piece), and what stood on the target before the
 * turn.
 *
 * @param side   the mover's side
 * @param piece  the moving piece
 * @param move   the move
 * @param path   the squares strictly between start and target that a slow piece crosses, in order
 * @param target the piece on the target square before the turn, or null
 */
record Journey(Color side, Piece piece, Move move, List<Square> path, Piece target) {

    static Journey of(Position before, Color side, Move move) {
        Piece piece = before.pieceAt(move.from());
        List<Square> path = Speed.of(piece.type()) == Speed.SLOW ? move.from().between(move.to()) : List.of();
        return new Journey(side, piece, move, path, before.pieceAt(move.to()));
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

    /** Whether the move aims at an enemy piece standing on its target before the turn. */
    boolean captures() {
        return target != null && target.color() != side;
    }
}
