package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.board.Castling;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.ArrayList;
import java.util.List;

/**
 * Step 4, execution: the moves still standing are carried out. A move takes the enemy piece it
 * went for if that piece is still there (a pawn or Knight whose capture was cancelled is); if it
 * left, the capture fails. A Rook, Bishop, Queen or King that went to capture and whose starting
 * square the other player's move lands on is taken there, yet still takes its own target: a chain
 * capture. One that was not capturing has left, and escapes [simulchess-basic-008]. A pawn's
 * two-square step opens en passant on the square it passed, unless a piece now stands there
 * [simulchess-basic-019]. Every piece that leaves the board, however, restarts the fifty-turn count
 * [simulchess-basic-021].
 */
final class Execution {

    private Execution() {
    }

    static Position apply(Position before, List<Leg> legs, EventLog log) {
        Position.Builder b = before.toBuilder();
        boolean reset = false;
        for (Leg leg : legs) {
            if (!leg.stayed) {
                b.remove(leg.journey.from());
            }
            reset |= leg.removed || (!leg.stayed && leg.journey.piece().type() == PieceType.PAWN);
        }
        moves(before, legs, log);
        List<Square> passed = new ArrayList<>(2);
        for (Leg leg : legs) {
            if (!leg.lands()) {
                continue;
            }
            Journey j = leg.journey;
            if (j.captures() && leg.arrived()) {
                reset |= take(leg, legs, b, log);
            }
            Castling castling = Castling.matching(before, j.move());
            if (castling != null) {
                b.remove(castling.rook()).put(castling.rookTo(), before.pieceAt(castling.rook()));
            }
            b.put(leg.stop, j.arriving());
            if (j.piece().type() == PieceType.PAWN && leg.arrived() && Math.abs(j.to().rank() - j.from().rank()) == 2) {
                passed.add(j.from().offset(0, j.side().forward()));
            }
        }
        for (Leg leg : legs) {
            if (!leg.stayed) {
                Orthodox.updateRights(b, leg.journey.piece(), leg.journey.move());
            }
            if (chained(leg, legs)) {
                b.remove(leg.stop);
            }
        }
        long enPassant = 0;
        for (Square square : passed) {
            enPassant |= b.get(square) == null ? square.bit() : 0;
        }
        return b.enPassantBits(enPassant).halfmove(reset ? 0 : before.halfmove() + 1)
                .fullmove(before.fullmove() + 1).build();
    }

    /** Every piece that left its square moved to where it stopped (a castling moves its Rook too). */
    private static void moves(Position before, List<Leg> legs, EventLog log) {
        for (Leg leg : legs) {
            Journey j = leg.journey;
            if (leg.stayed) {
                continue;
            }
            log.add(EventKind.MOVED, j.piece(), leg.stop, j.from(), Clauses.BASIC);
            Castling castling = Castling.matching(before, j.move());
            if (castling != null) {
                log.add(EventKind.MOVED, before.pieceAt(castling.rook()), castling.rookTo(), castling.rook(), Clauses.CASTLING);
            }
        }
    }

    /** Takes what the leg went for, or records the failed capture; returns whether a piece was taken. */
    private static boolean take(Leg leg, List<Leg> legs, Position.Builder b, EventLog log) {
        Journey j = leg.journey;
        Leg fled = legs.stream().filter(o -> o.journey.from().equals(j.prey()) && !o.stayed).findFirst().orElse(null);
        Piece victim = fled == null ? b.get(j.prey()) : chained(fled, legs) ? fled.journey.piece() : null;
        if (victim == null) {
            log.add(EventKind.FAILED_CAPTURE, j.piece(), j.to(), j.from(), Clauses.BASIC);
            return false;
        }
        boolean chain = chained(leg, legs);
        EventKind kind = victim.type() == PieceType.KING ? EventKind.KING_CAPTURED
                : chain ? EventKind.CHAIN_CAPTURE : EventKind.CAPTURED;
        log.add(kind, victim, j.prey(), null, chain || fled != null ? Clauses.CHAIN_CAPTURE : Clauses.BASIC);
        if (fled == null) {
            b.remove(j.prey());
        }
        return true;
    }

    /** A slow piece that went to capture, got there, and whose starting square the other player's move landed on. */
    static boolean chained(Leg leg, List<Leg> legs) {
        Journey j = leg.journey;
        if (j.speed() != Speed.SLOW || !j.captures() || !leg.arrived()) {
            return false;
        }
        for (Leg o : legs) {
            if (o != leg && o.journey.side() != j.side() && o.arrived() && o.journey.to().equals(j.from())) {
                return true;
            }
        }
        return false;
    }
}
