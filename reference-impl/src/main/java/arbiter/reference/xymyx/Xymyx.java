package arbiter.reference.xymyx;

import arbiter.board.Fen;
import arbiter.board.PieceType;
import arbiter.board.Position;

/** XYMYX, current edition: 4 rules, 6 clarifications, 4 rarities. */
final class Xymyx implements XymyxEdition {

    private static final Position START = Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    @Override
    public String id() {
        return "xymyx";
    }

    @Override
    public String clause(Decision decision) {
        return switch (decision) {
            case SIMULTANEITY -> "xymyx.R1";
            case COLLISION -> "xymyx.R2";
            case ABSORPTION -> "xymyx.R3";
            case FREEZE -> "xymyx.R4";
            case NO_PINS -> "xymyx.C1";
            case CHECK_DEFENCE -> "xymyx.C2";
            case FAILED_CAPTURE -> "xymyx.C3";
            case SETUP -> "xymyx.C4";
            case CASTLING -> "xymyx.C5";
            case EN_PASSANT -> "xymyx.C6";
            case SIMULTANEOUS_CHECKS -> "xymyx.RA1";
            case PAWN_COLLISION -> "xymyx.RA2";
            case PROMOTION -> "xymyx.RA3";
            case FIRST_MOMENT -> "xymyx.RA4";
            case END -> "xymyx.END";
        };
    }

    /** Each Queen on its King's left: Black's King on d8 and Queen on e8. */
    @Override
    public Position start() {
        return START;
    }

    /** Queen, Rook, Knight, Bishop, Pawn; the King above all [ruling]. */
    @Override
    public int hierarchy(PieceType type) {
        return switch (type) {
            case KING -> 6;
            case QUEEN -> 5;
            case ROOK -> 4;
            case KNIGHT -> 3;
            case BISHOP -> 2;
            case PAWN -> 1;
        };
    }

    @Override
    public boolean freezesOnCheck(PieceType type) {
        return type == PieceType.QUEEN || type == PieceType.ROOK;
    }

    /** The text's Queen or Rook "delivers" the check: its own side's act [ruling]. */
    @Override
    public boolean freezesOnlyDeliveredChecks() {
        return true;
    }

    @Override
    public boolean attackedRookBarsCastling() {
        return true;
    }

    @Override
    public boolean enPassant() {
        return false;
    }
}
