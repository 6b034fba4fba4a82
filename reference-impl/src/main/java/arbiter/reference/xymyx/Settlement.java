package arbiter.reference.xymyx;

import arbiter.api.EventKind;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The second moment of a XYMYX turn: both moves carried out together. Every moving piece leaves
 * its square, then each square that pieces reach is settled on its own: a plain move, a capture,
 * a failed capture, an absorption, a collision or a double absorption. Pieces moving in the same
 * turn never block one another [ruling].
 */
final class Settlement {

    private static final Set<PieceType> PAWN_OR_KING = Set.of(PieceType.PAWN, PieceType.KING);

    private final XymyxEdition edition;

    Settlement(XymyxEdition edition) {
        this.edition = edition;
    }

    /** Carries out {@code arrivals} (both moves) on {@code before}; returns the board with clocks and rights updated, frozen marks cleared. */
    Position settle(Position before, List<Arrival> arrivals, Color first, EventLog log) {
        long departed = 0;
        Position.Builder board = before.toBuilder().frozenBits(0);
        for (Arrival a : arrivals) {
            departed |= a.from().bit();
            board.remove(a.from());
        }
        boolean removal = false;
        for (int i = 0; i < arrivals.size(); i++) {
            List<Arrival> reaching = reaching(arrivals, i);
            if (reaching.isEmpty()) {
                continue;
            }
            Square square = reaching.get(0).to();
            boolean vacated = (departed & square.bit()) != 0;
            Piece resident = vacated ? null : before.pieceAt(square);
            Piece left = vacated ? before.pieceAt(square) : null;
            removal |= settleSquare(square, reaching, resident, left, first, board, log);
        }
        for (Arrival a : arrivals) {
            if (a.enPassantVictim() != null) {
                enPassant(a, before, departed, board, log);
            }
        }
        long passed = 0;
        boolean pawnMoved = false;
        for (Arrival a : arrivals) {
            Orthodox.updateRights(board, a.moved(), Move.of(a.from(), a.to()));
            pawnMoved |= a.moved().type() == PieceType.PAWN;
            if (edition.enPassant() && a.moved().type() == PieceType.PAWN && Math.abs(a.to().rank() - a.from().rank()) == 2
                    && a.piece().equals(board.get(a.to()))) {
                passed |= Square.at(a.from().file(), (a.from().rank() + a.to().rank()) / 2).bit();
            }
        }
        board.halfmove(removal || pawnMoved ? 0 : before.halfmove() + 1);
        board.fullmove(before.fullmove() + 1);
        board.enPassantBits(passed);
        Position after = board.build();
        if (before.frozenBits() != 0) {
            log.decided(edition.clause(Decision.FREEZE));
        }
        if (after.castlingBits() != before.castlingBits()) {
            log.decided(edition.clause(Decision.CASTLING));
        }
        return after;
    }

    /**
     * The arrivals on the square that arrival {@code first} reaches, in order, when it is the first to
     * reach it; empty when an earlier arrival did (that square is settled then). Squares are so
     * settled in the order first reached.
     */
    private static List<Arrival> reaching(List<Arrival> arrivals, int first) {
        Square square = arrivals.get(first).to();
        for (int i = 0; i < first; i++) {
            if (arrivals.get(i).to() == square) {
                return List.of();
            }
        }
        List<Arrival> reaching = List.of(arrivals.get(first));
        for (int i = first + 1; i < arrivals.size(); i++) {
            if (arrivals.get(i).to() == square) {
                List<Arrival> more = new ArrayList<>(reaching);
                more.add(arrivals.get(i));
                reaching = more;
            }
        }
        return reaching;
    }

    /**
     * Takes the pawn an en passant capture aims at, if it is still there; if it moved away this
     * turn the capture fails [ruling] and the capturing pawn stays where it landed. (A pawn moved,
     * so the count of turns restarts either way.)
     */
    private void enPassant(Arrival a, Position before, long departed, Position.Builder board, EventLog log) {
        Square victim = a.enPassantVictim();
        String clause = edition.clause(Decision.EN_PASSANT);
        if ((departed & victim.bit()) != 0 || !before.pieceAt(victim).equals(board.get(victim))) {
            log.add(EventKind.FAILED_CAPTURE, a.piece(), a.to(), a.from(), edition.clause(Decision.FAILED_CAPTURE), clause);
            return;
        }
        log.add(EventKind.CAPTURED, board.get(victim), victim, null, clause);
        board.remove(victim);
    }

    /** Settles one square; returns whether a piece was removed from the board there. */
    private boolean settleSquare(Square square, List<Arrival> arrivals, Piece resident, Piece left, Color first,
            Position.Builder board, EventLog log) {
        for (Arrival a : arrivals) {
            log.add(EventKind.MOVED, a.moved(), square, a.from(), edition.clause(Decision.SIMULTANEITY));
            if (a.promoted()) {
                log.add(EventKind.PROMOTED, a.piece(), square, null, edition.clause(Decision.PROMOTION));
            }
        }
        if (arrivals.size() == 1) {
            Arrival a = arrivals.get(0);
            board.put(square, a.piece());
            if (resident == null) {
                if (left != null && left.color() != a.side()) {
                    log.add(EventKind.FAILED_CAPTURE, a.piece(), square, a.from(), edition.clause(Decision.FAILED_CAPTURE));
                }
                return false;
            }
            if (resident.color() == a.side()) {
                log.add(EventKind.ABSORBED, resident, square, null, edition.clause(Decision.ABSORPTION));
            } else {
                log.add(EventKind.CAPTURED, resident, square, null, edition.clause(Decision.SIMULTANEITY));
            }
            return true;
        }
        Arrival a = arrivals.get(0);
        Arrival b = arrivals.get(1);
        if (resident == null) {
            Arrival winner = collisionWinner(a, b, first);
            for (Arrival loser : winner == null ? List.of(a, b) : List.of(winner == a ? b : a)) {
                log.add(EventKind.COLLISION, loser.piece(), square, null, collisionClauses(a, b));
            }
            board.put(square, winner == null ? null : winner.piece());
            return true;
        }
        Arrival own = a.side() == resident.color() ? a : b;
        Arrival other = own == a ? b : a;
        board.put(square, own.piece());
        log.add(EventKind.ABSORBED, resident, square, null, edition.clause(Decision.ABSORPTION));
        log.add(EventKind.CAPTURED, other.piece(), square, null, edition.clause(Decision.ABSORPTION));
        return true;
    }

    /** The piece that stays: the higher in hierarchy, else the first registered; null when both registered at once [ruling]. */
    private Arrival collisionWinner(Arrival a, Arrival b, Color first) {
        int rankA = edition.hierarchy(a.piece().type());
        int rankB = edition.hierarchy(b.piece().type());
        if (rankA != rankB) {
            return rankA > rankB ? a : b;
        }
        return first == null ? null : a.side() == first ? a : b;
    }

    /**
     * A pawn or King meeting a pawn or King is the pawn collision (two Kings never meet: each would
     * step beside the other). A promoted piece's collision needs no promotion clause of its own:
     * its promotion event on the same square cites it.
     */
    private String[] collisionClauses(Arrival a, Arrival b) {
        List<String> clauses = new ArrayList<>(List.of(edition.clause(Decision.COLLISION)));
        if (PAWN_OR_KING.contains(a.moved().type()) && PAWN_OR_KING.contains(b.moved().type())) {
            clauses.add(edition.clause(Decision.PAWN_COLLISION));
        }
        return clauses.toArray(String[]::new);
    }
}
