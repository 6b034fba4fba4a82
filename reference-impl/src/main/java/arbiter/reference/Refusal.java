package arbiter.reference;

import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Move;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Why a move may not be registered: the clause that refuses it, as events and traces cite it, and
 * how the move breaks that clause, in words. A refusal always has both, so no rejection can go
 * without its clause or say nothing.
 *
 * @param clause the clause id, such as {@code xymyx.C5}
 * @param words  how the move breaks it, such as "Black's Knight on f2 attacks the Rook on h1"
 */
public record Refusal(String clause, String words) {

    private static final Pattern CLAUSE = Pattern.compile("[a-z][a-z-]*\\.[A-Za-z0-9][A-Za-z0-9.-]*");

    public Refusal {
        if (clause == null || !CLAUSE.matcher(clause).matches()) {
            throw new IllegalArgumentException("a refusal names the clause that refuses the move, not " + clause);
        }
        if (words == null || words.isBlank()) {
            throw new IllegalArgumentException("a refusal under " + clause + " says how the move breaks it");
        }
    }

    /** The same refusal said of one of a player's moves: "the second move, e4-e5: ..." and the like. */
    public Refusal of(String which) {
        return new Refusal(clause, which + ": " + words);
    }

    /** The rejection of {@code side}'s {@code move} for this refusal. */
    public TurnResult.Rejected rejection(Color side, Move move) {
        return new TurnResult.Rejected(EventLog.side(side), move.coordinate(), words, List.of(clause));
    }
}
