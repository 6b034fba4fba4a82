package arbiter.rulebook;

import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.TurnPlan;
import arbiter.rulebook.story.Sentences;
import java.util.List;

/**
 * The rulebook's sentences for one turn settled outside the book ({@code arbiter resolve}): the same
 * words an example of the book would say about it, each statement with the clauses that decided it.
 */
public final class TurnExplanation {

    private TurnExplanation() {
    }

    /**
     * What happened in the turn and why.
     *
     * @param ruleset      the ruleset id, which says how meetings of pieces are told
     * @param before       the position before the turn
     * @param white        White's moves as typed ({@code Ra1-a4}, {@code a1a4}), in order; empty when White does not move
     * @param black        Black's moves as typed, likewise
     * @param whiteMoves   White's moves in coordinate form, in the same order
     * @param blackMoves   Black's moves in coordinate form
     * @param order        who registered first; {@link TurnPlan.Order#EITHER} for a turn whose answer is the same both ways
     * @param result       the reference's answer for that order
     * @param orderDecides true when the other registration order gives another answer, so the sentence names the order
     * @return the statements, in the order the book would print them; never empty
     */
    public static List<Phrase> of(String ruleset, Position before, List<String> white, List<String> black,
            List<String> whiteMoves, List<String> blackMoves, TurnPlan.Order order, TurnResult result, boolean orderDecides) {
        String after = result instanceof TurnResult.Resolved r ? r.position() : null;
        PlayedTurn turn = new PlayedTurn(1, white, black, order, Fen.format(before), whiteMoves, blackMoves, after, List.of(),
                result instanceof TurnResult.Resolved r ? r.events() : List.of());
        return Sentences.of(before, result, orderDecides ? turn.first() : null, turn, GameBooks.of(ruleset).telling());
    }
}
