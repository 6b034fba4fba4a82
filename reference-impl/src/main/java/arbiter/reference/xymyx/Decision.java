package arbiter.reference.xymyx;

/**
 * The decisions a XYMYX turn is made of. Each edition names the clause of its own text that
 * governs each one, so the trace of a turn reads in that edition's clause ids.
 */
enum Decision {
    SIMULTANEITY, COLLISION, ABSORPTION, FREEZE, NO_PINS, CHECK_DEFENCE, FAILED_CAPTURE, SETUP,
    CASTLING, EN_PASSANT, SIMULTANEOUS_CHECKS, PAWN_COLLISION, PROMOTION, FIRST_MOMENT, END;
}
