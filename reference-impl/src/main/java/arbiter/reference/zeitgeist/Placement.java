package arbiter.reference.zeitgeist;

import arbiter.api.EventKind;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.List;
import java.util.Map;

/**
 * The board once the settlement is over: en passant captures that stood take their pawn, every
 * piece stands where it ended, a pawn on the last rank becomes the piece written with its move
 * (rule 6), and the position's state follows (castling rights, en passant squares, clocks).
 */
final class Placement {

    private Placement() {
    }

    static Position build(Position before, List<Occupant> pieces, Map<Occupant, PieceType> promotions, EventLog log) {
        takeEnPassant(pieces, log);
        Position.Builder b = before.toBuilder();
        for (long rest = before.occupied(); rest != 0; rest &= rest - 1) {
            b.remove(Square.of(Long.numberOfTrailingZeros(rest)));
        }
        long enPassant = 0;
        boolean reset = false;
        for (Occupant o : pieces) {
            if (!o.onBoard()) {
                reset = true;
                b.loseCastling(o.at);
                continue;
            }
            Piece standing = o.piece;
            if (o.active()) {
                log.add(EventKind.MOVED, o.piece, o.at, o.launch, Clauses.SIMULTANEITY);
                Orthodox.updateRights(b, o.piece, Move.of(o.launch, o.at));
                reset |= o.is(PieceType.PAWN);
                if (promotions.containsKey(o)) {
                    standing = Piece.of(o.side(), promotions.get(o));
                    log.add(EventKind.PROMOTED, standing, o.at, null, Clauses.PROMOTION);
                }
                if (o.is(PieceType.PAWN) && Math.abs(o.at.rank() - o.launch.rank()) == 2) {
                    enPassant |= o.launch.offset(0, o.side().forward()).bit();
                }
            }
            b.put(o.at, standing);
        }
        return b.enPassantBits(enPassant).halfmove(reset ? 0 : before.halfmove() + 1).fullmove(before.fullmove() + 1).build();
    }

    private static void takeEnPassant(List<Occupant> pieces, EventLog log) {
        for (Occupant pawn : pieces) {
            if (pawn.active() && pawn.enPassantVictim != null && MovementRules.enPassantStands(pawn, pieces)) {
                Occupant victim = pieces.stream().filter(o -> o.onBoard() && o.at.equals(pawn.enPassantVictim)).findFirst().orElseThrow();
                victim.status = Occupant.Status.REMOVED;
                log.add(EventKind.CAPTURED, victim.piece, victim.at, null, Clauses.PAWNS);
            }
        }
    }
}
