package arbiter.suite;

import java.util.List;

/**
 * What a scenario asked of the implementation and what it answered, for reports: the turn it
 * played (the last one, for a game), and the expected and actual results side by side. Fields a
 * scenario never reached are null.
 *
 * @param turn     the turn played, or null for a scenario that plays none (legality only)
 * @param expected what the scenario expects after the turn
 * @param actual   what the implementation answered
 * @param stderr   the last lines of a process adapter's standard error, when it misbehaved; else null
 */
public record ScenarioDetail(Turn turn, Answer expected, Answer actual, String stderr) {

    /** No turn, no answers. */
    public static final ScenarioDetail NONE = new ScenarioDetail(null, null, null, null);

    /**
     * A turn as played.
     *
     * @param before  the position before it, as FEN
     * @param white   White's move, coordinate form
     * @param black   Black's move, coordinate form
     * @param first   "white" or "black", or null when the order must not matter
     * @param request the exact protocol request that resolves it (White first when the order must not matter)
     */
    public record Turn(String before, String white, String black, String first, String request) {
    }

    /**
     * The result of a turn, as expected or as answered.
     *
     * @param position  the position after, as FEN (for an expected board diagram: its board, castling and frozen pieces)
     * @param boardOnly true when only the board, castling rights and frozen pieces are compared (not clocks)
     * @param events    the events other than plain moves, as "kind Side Piece square", sorted
     * @param outcome   the outcome in words
     * @param rejection for a rejected turn, whose move and why; else null
     */
    public record Answer(String position, boolean boardOnly, List<String> events, String outcome, String rejection) {

        public Answer {
            events = events == null ? null : List.copyOf(events);
        }
    }
}
