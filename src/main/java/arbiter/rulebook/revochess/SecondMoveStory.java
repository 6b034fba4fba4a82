package arbiter.rulebook.revochess;

import arbiter.api.PieceKind;
import arbiter.board.Square;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * What each move of a RevoChess turn took or promoted, and what the first move did for the second:
 * a piece moving on with the second move (promoted, swapped or plain), or a line the first move
 * opened for another piece.
 */
final class SecondMoveStory {

    private SecondMoveStory() {
    }

    static List<Phrase> tell(List<TurnStep> steps) {
        List<Phrase> out = new ArrayList<>();
        TurnStep first = steps.get(0);
        TurnStep second = steps.size() > 1 ? steps.get(1) : null;
        boolean promotedMovesOn = second != null && first.promoted() != null && second.move().from() == first.move().to();
        for (TurnStep s : steps) {
            if (s.promoted() != null) {
                out.add(new Phrase(Words.side(s.side()) + "'s pawn reaches " + s.move().to() + " with the " + s.ordinal()
                        + " move and becomes a " + Words.piece(s.promoted()), s.clauses()));
            }
            if (s.taken() != null && !(s == second && promotedMovesOn)) {
                out.add(new Phrase(Words.owned(s.side(), s.promoted() != null ? PieceKind.PAWN : s.piece()) + " takes "
                        + Words.owned(TurnFacts.other(s.side()), s.taken()) + " on " + s.move().to() + " with the " + s.ordinal() + " move",
                        s.clauses()));
            }
        }
        if (second == null) {
            return out;
        }
        Phrase link = link(first, second, promotedMovesOn);
        if (link != null) {
            out.add(link);
        }
        return out;
    }

    /** How the second move rests on the first; null when it does not. */
    private static Phrase link(TurnStep first, TurnStep second, boolean promotedMovesOn) {
        Square from = second.move().from();
        String to = second.move().to().name();
        String goes = second.taken() == null ? "goes on to " + to : "takes on " + to;
        if (promotedMovesOn) {
            return new Phrase(Words.the(first.promoted()) + ", promoted on " + first.move().to() + " with the first move, " + goes
                    + " with the second", second.clauses());
        }
        if (first.swap() && (from == first.move().from() || from == first.move().to())) {
            return new Phrase(Words.the(second.piece()) + ", on " + from + " after the swap, " + goes + " with the second move",
                    second.clauses());
        }
        if (!first.swap() && from == first.move().to()) {
            return new Phrase(Words.owned(first.side(), first.piece()) + " moves twice: from " + first.move().from() + " to " + from
                    + ", then on to " + to, second.clauses());
        }
        if (!first.swap() && from.between(second.move().to()).contains(first.move().from())) {
            String step = first.piece() == PieceKind.PAWN ? "the pawn's step" : Words.the(first.piece()) + "'s move";
            return new Phrase(step + " from " + first.move().from() + " opens the way for " + Words.the(second.piece()) + " on " + from
                    + ", which " + goes + " with the second move", second.clauses());
        }
        return null;
    }
}
