package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.board.Castling;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.List;

/**
 * Step 4: the surviving moves are carried out. A piece standing where a mover stops is captured.
 * A slow piece whose starting square the other player's move lands on is captured too, but its
 * own capture stands (a chain capture); a fast piece that stayed home is simply taken there.
 */
final class Execution {

    private Execution() {
    }

    static Position apply(Position before, List<Leg> legs, EventLog log) {
        Position.Builder b = before.toBuilder().enPassant(null);
        for (Leg leg : legs) {
            if (leg.moved() || leg.removed) {
                b.remove(leg.journey.from());
            }
        }
        boolean capture = legs.stream().anyMatch(l -> l.removed);
        for (Leg leg : legs) {
            if (leg.removed || !leg.moved()) {
                continue;
            }
            Journey j = leg.journey;
            Piece standing = b.get(leg.stop);
            if (standing != null) {
                capture = true;
                boolean chain = j.speed() == Speed.SLOW && baseTaken(leg, legs);
                EventKind kind = standing.type() == PieceType.KING ? EventKind.KING_CAPTURED
                        : chain ? EventKind.CHAIN_CAPTURE : EventKind.CAPTURED;
                log.add(kind, standing, leg.stop, null, chain ? Clauses.CHAIN_CAPTURE : Clauses.BASIC);
            }
            Castling castling = Castling.matching(before, j.move());
            if (castling != null) {
                b.remove(castling.rook()).put(castling.rookTo(), before.pieceAt(castling.rook()));
                log.add(EventKind.MOVED, before.pieceAt(castling.rook()), castling.rookTo(), castling.rook(), Clauses.BASIC);
            }
            Piece arriving = promoted(j, leg.stop);
            if (arriving != j.piece()) {
                log.add(EventKind.PROMOTED, arriving, leg.stop, null, Clauses.BASIC);
            }
            log.add(EventKind.MOVED, j.piece(), leg.stop, j.from(), Clauses.BASIC);
            b.put(leg.stop, arriving);
            Orthodox.updateRights(b, j.piece(), j.move());
        }
        capture |= chainCaptures(legs, b, log);
        boolean pawnMoved = legs.stream().anyMatch(l -> l.moved() && l.journey.piece().type() == PieceType.PAWN);
        b.halfmove(capture || pawnMoved ? 0 : before.halfmove() + 1).fullmove(before.fullmove() + 1);
        return b.build();
    }

    /** A slow piece that completed its move while the other player's move landed on its start is taken where it landed. */
    private static boolean chainCaptures(List<Leg> legs, Position.Builder b, EventLog log) {
        boolean any = false;
        for (Leg leg : legs) {
            if (leg.journey.speed() == Speed.SLOW && leg.moved() && !leg.removed && baseTaken(leg, legs)) {
                log.add(EventKind.CAPTURED, b.get(leg.stop), leg.stop, null, Clauses.CHAIN_CAPTURE);
                b.remove(leg.stop);
                any = true;
            }
        }
        return any;
    }

    /** Whether the other player's move ends on this leg's starting square. */
    private static boolean baseTaken(Leg leg, List<Leg> legs) {
        return legs.stream().anyMatch(o -> o != leg && o.journey.side() != leg.journey.side() && o.moved() && !o.removed
                && o.stop.equals(leg.journey.from()));
    }

    private static Piece promoted(Journey j, Square stop) {
        boolean lastRank = j.piece().type() == PieceType.PAWN && stop.rank() == j.side().opposite().homeRank();
        return lastRank ? Piece.of(j.side(), j.move().promotion() == null ? PieceType.QUEEN : j.move().promotion()) : j.piece();
    }
}
