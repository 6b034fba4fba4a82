package arbiter.reference.zeitgeist;

import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Square;
import java.util.List;

/**
 * A piece during the settlement of a turn: where it started (its launch square), where it stands
 * now, and whether it is active (moved and not bounced), stationary (did not move, or bounced
 * back) or removed. A castling's King and Rook are partners: one bounces, both do. An en passant
 * capture knows the square of the pawn it takes; a piece that took another in rules 4 or 5
 * remembers it, so that rule 1 never bounces a pawn whose capture stood.
 */
final class Occupant {

    enum Status { ACTIVE, STATIONARY, REMOVED }

    final Piece piece;
    final Square launch;
    final Square target;
    final List<Square> path;
    /** The squares of {@link #path} as a bitboard. */
    final long pathSquares;
    final boolean capturesInto;
    Occupant partner;
    Square enPassantVictim;
    boolean took;
    Square at;
    Status status;

    private Occupant(Piece piece, Square launch, Square target, List<Square> path, boolean capturesInto, Status status) {
        this.piece = piece;
        this.launch = launch;
        this.target = target;
        this.path = path;
        long squares = 0;
        for (Square s : path) {
            squares |= s.bit();
        }
        this.pathSquares = squares;
        this.capturesInto = capturesInto;
        this.at = target;
        this.status = status;
    }

    /** A piece that did not move this turn. */
    static Occupant standing(Piece piece, Square square) {
        return new Occupant(piece, square, square, List.of(), false, Status.STATIONARY);
    }

    /** A piece that moved from {@code launch} to {@code target}, crossing {@code path}. */
    static Occupant moving(Piece piece, Square launch, Square target, List<Square> path, boolean capturesInto) {
        return new Occupant(piece, launch, target, path, capturesInto, Status.ACTIVE);
    }

    Color side() {
        return piece.color();
    }

    boolean is(PieceType type) {
        return piece.type() == type;
    }

    boolean active() {
        return status == Status.ACTIVE;
    }

    boolean onBoard() {
        return status != Status.REMOVED;
    }

    boolean moved() {
        return !launch.equals(target);
    }
}
