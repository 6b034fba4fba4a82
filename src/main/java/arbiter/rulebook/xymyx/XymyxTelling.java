package arbiter.rulebook.xymyx;

import arbiter.api.Event;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Position;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnTelling;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * XYMYX's turns in words: a collision is won by the higher rank, between equals by who registered
 * first, and a King stays; a checking Queen or Rook freezes ({@link Freezes}), which the check's own
 * statement does not cite.
 */
final class XymyxTelling extends TurnTelling {

    @Override
    public Phrase collision(String square, Side winnerSide, PieceKind winner, Event loser) {
        PieceKind lost = loser.piece();
        String removed = Words.owned(loser) + " is removed";
        String both = Words.owned(winnerSide, winner) + " and " + Words.owned(loser) + " both reach " + square;
        String why;
        if (winner == lost) {
            why = "both are " + Words.plural(lost) + " and " + Words.side(winnerSide) + " registered first, so " + removed;
        } else if (winner == PieceKind.KING) {
            why = "the King stays, so " + Words.the(lost) + " is removed";
        } else {
            why = Words.the(winner) + " outranks " + Words.the(lost) + ", so " + Words.the(lost) + " is removed";
        }
        return new Phrase(both + "; " + why, loser.clauses());
    }

    /** Two pieces of equal rank reach the square at the same instant: neither stays. */
    @Override
    public Phrase bothCollided(String square, Event a, Event b) {
        String both = Words.owned(a) + " and " + Words.owned(b) + " both reach " + square + " at the same instant; ";
        String why = a.piece() == b.piece() ? "both are " + Words.plural(a.piece()) + " and nobody registered first"
                : "neither outranks the other and nobody registered first";
        List<String> clauses = new ArrayList<>(a.clauses());
        clauses.addAll(b.clauses());
        return new Phrase(both + why + ", so both are removed", clauses);
    }

    @Override
    public List<String> checkClauses(Event check) {
        return check.clauses().stream().filter(c -> !Freezes.isFreezeRule(c)).toList();
    }

    @Override
    public List<Phrase> afterCheck(Event check, List<Event> events, Position after, int checkers) {
        return Freezes.tell(check, events, after, checkers);
    }
}
