package arbiter.rulebook.revochess;

import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * A RevoChess turn in sentences: one player's two moves, the second played on the board the first
 * left. First the moves as played ("White plays e2-e4, then Ng1-f3"; a castling as the swap of the
 * King with its Rook), then what each move took or promoted and what the first did for the second
 * ({@link SecondMoveStory}), and that a castling is the player's one castling of the game. A King
 * taken with the first move ends the game there. No registration order, no checks.
 */
final class DualMoveStory {

    private DualMoveStory() {
    }

    static List<Phrase> tell(TurnFacts facts) {
        Side mover = facts.turn().white().isEmpty() ? Side.BLACK : Side.WHITE;
        List<TurnStep> steps = facts.turn().white().isEmpty() && facts.turn().black().isEmpty() ? List.of() : TurnStep.of(facts, mover);
        if (steps.isEmpty()) {
            Color toMove = facts.before().sideToMove();
            return List.of(Phrase.of(toMove.title() + " has no legal move and passes"));
        }
        TurnStep first = steps.get(0);
        if (steps.size() == 1 && first.takesKing()) {
            String who = Words.side(mover);
            return List.of(new Phrase(who + "'s first move, " + first.written() + ", takes " + Words.side(TurnFacts.other(mover))
                    + "'s King on " + first.move().to() + ": " + who + " wins at once, and the turn has no second move", first.clauses()));
        }
        List<Phrase> out = new ArrayList<>();
        out.add(opening(mover, steps));
        out.addAll(SecondMoveStory.tell(steps));
        for (TurnStep s : steps) {
            if (s.swap()) {
                out.add(new Phrase("the swap is " + Words.side(mover) + "'s one castling of the game", s.clauses()));
            }
        }
        return out;
    }

    /** True when the turn ends with the first move because it took the King (the outcome is then said already). */
    static boolean endsAtOnce(TurnFacts facts) {
        Side mover = facts.turn().white().isEmpty() ? Side.BLACK : Side.WHITE;
        List<TurnStep> steps = TurnStep.of(facts, mover);
        return steps.size() == 1 && steps.get(0).takesKing();
    }

    /** "White plays e2-e4, then Ng1-f3", "White castles by swapping ... (0-h1), then plays d4", "White plays Kd1-e2 and has no second move". */
    private static Phrase opening(Side mover, List<TurnStep> steps) {
        TurnStep first = steps.get(0);
        StringBuilder s = new StringBuilder(Words.side(mover)).append(' ').append(played(first));
        List<String> clauses = new ArrayList<>();
        steps.forEach(t -> clauses.addAll(t.swap() ? List.of() : t.clauses()));
        if (steps.size() == 1) {
            s.append(" and has no legal move left for a second one");
        } else {
            TurnStep second = steps.get(1);
            s.append(", then ").append(second.swap() ? "castles with " + second.written() + ", swapping the King on " + second.move().from()
                    + " with the Rook on " + second.move().to() : (first.swap() ? "plays " : "") + second.written());
        }
        return new Phrase(s.toString(), clauses);
    }

    private static String played(TurnStep t) {
        if (!t.swap()) {
            return "plays " + t.written();
        }
        return "castles by swapping the King on " + t.move().from() + " with the Rook on " + t.move().to() + " (" + t.written() + ")";
    }
}
