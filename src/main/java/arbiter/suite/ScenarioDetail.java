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
     * @param white   White's moves, coordinate form, in the order played (empty: White does not move)
     * @param black   Black's moves, likewise
     * @param first   "white" or "black"; "none" when nobody registered first (the same instant, one
     *                player moving); null when the order must not matter (resolved both ways)
     * @param request the exact protocol request that resolves it (White first when the order must not matter)
     */
    public record Turn(String before, List<String> white, List<String> black, String first, String request) {

        public Turn {
            white = List.copyOf(white);
            black = List.copyOf(black);
        }
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
