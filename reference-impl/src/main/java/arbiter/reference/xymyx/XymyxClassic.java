package arbiter.reference.xymyx;

import arbiter.board.Fen;
import arbiter.board.PieceType;
import arbiter.board.Position;
import java.util.Map;

/**
 * XYMYX, classic edition: the older text. It differs from {@link Xymyx} only here: the orthodox
 * start, only the Queen freezes (also for a check the checked player opened himself), and what
 * the text leaves to orthodox chess (castling past an attacked Rook, en passant).
 */
final class XymyxClassic implements XymyxEdition {

    private static final Position START = Fen.parse(Fen.ORTHODOX_START);
    private static final Map<Decision, String> CLAUSES = Decision.clauseIds("xymyx-classic.", decision -> switch (decision) {
        case SIMULTANEITY, FIRST_MOMENT -> "R1";
        case COLLISION -> "R2";
        case ABSORPTION -> "R3";
        case FREEZE -> "R4";
        case CHECK_DEFENCE -> "N1";
        case NO_PINS -> "N2";
        case FAILED_CAPTURE -> "N3";
        case SIMULTANEOUS_CHECKS -> "U1";
        case PAWN_COLLISION -> "U2";
        case PROMOTION -> "U3";
        case SETUP -> "SETUP";
        case CASTLING, EN_PASSANT, END -> "ORTHODOX";
    });
    private static final Xymyx CURRENT = new Xymyx();

    @Override
    public String id() {
        return "xymyx-classic";
    }

    @Override
    public String clause(Decision decision) {
        return CLAUSES.get(decision);
    }

    @Override
    public Position start() {
        return START;
    }

    /** The text states no order; the current edition's order is used [ruling]. */
    @Override
    public int hierarchy(PieceType type) {
        return CURRENT.hierarchy(type);
    }

    @Override
    public boolean freezesOnCheck(PieceType type) {
        return type == PieceType.QUEEN;
    }

    /** The text freezes the Queen whenever "a player is checked by the queen", whoever opened her line [ruling]. */
    @Override
    public boolean freezesOnlyDeliveredChecks() {
        return false;
    }

    @Override
    public boolean attackedRookBarsCastling() {
        return false;
    }

    @Override
    public boolean enPassant() {
        return true;
    }
}
