package arbiter.resolve;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.rulebook.Phrase;
import java.util.List;

/**
 * One way the asked turn was settled: who registered first, the reference's answer, and the
 * rulebook's sentences about it.
 *
 * @param turn      the turn as asked: its {@code first} says who registered first (null: nobody did)
 * @param reference the reference's answer
 * @param why       what happened and why, in the rulebook's words, each statement with its clauses; empty if none could be said
 */
public record ResolveSettling(Turn turn, TurnResult reference, List<Phrase> why) {

    public ResolveSettling {
        why = List.copyOf(why);
    }

    /** Who registered first; null when nobody did (at the same instant, or one player alone moves). */
    Side first() {
        return turn.first();
    }

    /** The key of this settling in {@code --json}: {@code white-first}, {@code black-first} or {@code nobody-first}. */
    String label() {
        return first() == Side.WHITE ? "white-first" : first() == Side.BLACK ? "black-first" : "nobody-first";
    }
}
