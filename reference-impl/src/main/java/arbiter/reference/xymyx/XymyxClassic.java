package arbiter.reference.xymyx;

import arbiter.board.Fen;
import arbiter.board.PieceType;
import arbiter.board.Position;

/**
 * XYMYX, classic edition: the older text. It differs from {@link Xymyx} only here: the orthodox
 * start, only the Queen freezes (also for a check the checked player opened himself), and what
 * the text leaves to orthodox chess (castling past an attacked Rook, en passant).
 */
final class XymyxClassic implements XymyxEdition {

    private static final Position START = Fen.parse(Fen.ORTHODOX_START);
    private static final Xymyx CURRENT = new Xymyx();

    @Override
    public String id() {
        return "xymyx-classic";
    }

    @Override
    public String clause(Decision decision) {
        return switch (decision) {
            case SIMULTANEITY, FIRST_MOMENT -> "xymyx-classic.R1";
            case COLLISION -> "xymyx-classic.R2";
            case ABSORPTION -> "xymyx-classic.R3";
            case FREEZE -> "xymyx-classic.R4";
            case CHECK_DEFENCE -> "xymyx-classic.N1";
            case NO_PINS -> "xymyx-classic.N2";
            case FAILED_CAPTURE -> "xymyx-classic.N3";
            case SIMULTANEOUS_CHECKS -> "xymyx-classic.U1";
            case PAWN_COLLISION -> "xymyx-classic.U2";
            case PROMOTION -> "xymyx-classic.U3";
            case SETUP -> "xymyx-classic.SETUP";
            case CASTLING, EN_PASSANT, END -> "xymyx-classic.ORTHODOX";
        };
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
