package arbiter.reference.xymyx;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The decisions a XYMYX turn is made of. Each edition names the clause of its own text that
 * governs each one, so the trace of a turn reads in that edition's clause ids.
 */
enum Decision {
    SIMULTANEITY, COLLISION, ABSORPTION, FREEZE, NO_PINS, CHECK_DEFENCE, FAILED_CAPTURE, SETUP,
    CASTLING, EN_PASSANT, SIMULTANEOUS_CHECKS, PAWN_COLLISION, PROMOTION, FIRST_MOMENT, END;

    /** An edition's clause id for every decision, {@code prefix} then the clause's own name, written once. */
    static Map<Decision, String> clauseIds(String prefix, Function<Decision, String> clause) {
        Map<Decision, String> ids = new EnumMap<>(Decision.class);
        for (Decision decision : values()) {
            ids.put(decision, prefix + clause.apply(decision));
        }
        return ids;
    }
}
