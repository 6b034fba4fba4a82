package arbiter.reference.xymyx;

import arbiter.board.PieceType;
import arbiter.board.Position;

/** The named places where the editions of XYMYX differ; everything else is shared machinery. */
interface XymyxEdition {

    /** The ruleset id. */
    String id();

    /** The clause of this edition's text that governs a decision. */
    String clause(Decision decision);

    Position start();

    /** The rank of a piece in a collision: higher stays. The King outranks every piece. */
    int hierarchy(PieceType type);

    /** Whether a piece of this kind that gives check is frozen for the next turn. */
    boolean freezesOnCheck(PieceType type);

    /**
     * Whether a Queen or Rook freezes only for a check its own side gave (it moved, or its side's
     * move opened its line), not for one the checked player opened himself.
     */
    boolean freezesOnlyDeliveredChecks();

    /** Whether a Rook under attack bars castling with it (the King always does). */
    boolean attackedRookBarsCastling();

    /** Whether a pawn may take en passant a pawn that made a two-square step in the last turn. */
    boolean enPassant();
}
