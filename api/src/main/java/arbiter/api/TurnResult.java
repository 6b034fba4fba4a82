package arbiter.api;

import java.util.List;

/**
 * The answer to {@link Implementation#resolve}: the turn was carried out, or it was rejected
 * because a registered move is not legal.
 *
 * @since 0.1
 */
public sealed interface TurnResult permits TurnResult.Resolved, TurnResult.Rejected {

    /**
     * The turn was carried out.
     *
     * @param position the position after the turn, as FEN; never null
     * @param events   what happened, in the order the implementation explains it; never null
     * @param outcome  whether the game goes on, and if not how it ended; never null
     * @param trace    the clause ids that decided the turn, in order (may be empty when the
     *                 implementation does not explain itself); never null
     */
    record Resolved(String position, List<Event> events, Outcome outcome, List<String> trace) implements TurnResult {
        public Resolved {
            events = List.copyOf(events);
            trace = List.copyOf(trace);
        }
    }

    /**
     * The turn was not carried out: a registered move is not legal in the position before it.
     *
     * @param side    whose move is illegal (if both are, either one); never null
     * @param move    that move, as registered; never null
     * @param reason  why, in words; never null
     * @param clauses the clause ids that refuse the move, the same ids events and traces cite (such as
     *                {@code xymyx.C5}); empty when the implementation does not explain itself; never null
     * @since 0.1 (the clauses since 0.4)
     */
    record Rejected(Side side, String move, String reason, List<String> clauses) implements TurnResult {
        public Rejected {
            clauses = List.copyOf(clauses);
        }

        /**
         * A rejection that names no clause, as an implementation written before 0.4 gives it.
         *
         * @since 0.1
         */
        public Rejected(Side side, String move, String reason) {
            this(side, move, reason, List.of());
        }
    }
}
