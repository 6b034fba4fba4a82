package arbiter.rulebook.simulchess;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnFacts;
import java.util.List;

/**
 * Two Kings going for one square, which ends the game in a draw while both stay where they were:
 * "White's King and Black's King both go for e5 and collide: neither gets the square, so both stay
 * on d4 and f6".
 */
final class KingCollisions {

    private KingCollisions() {
    }

    /** The statement, or none when the outcome is not a King collision or no King moved off. */
    static List<Phrase> tell(TurnFacts facts, Outcome outcome) {
        if (!"king-collision".equals(outcome.reason()) || facts.events().stream()
                .anyMatch(e -> e.kind() == EventKind.MOVED && e.piece() == PieceKind.KING)) {
            return List.of();
        }
        Move white = kingMove(facts, Side.WHITE);
        Move black = kingMove(facts, Side.BLACK);
        if (white == null || black == null || white.to() != black.to()) {
            return List.of();
        }
        return List.of(Phrase.of("White's King and Black's King both go for " + white.to() + " and collide: neither gets the square,"
                + " so both stay on " + white.from() + " and " + black.from()));
    }

    private static Move kingMove(TurnFacts facts, Side side) {
        for (Move m : facts.moves(side)) {
            Piece p = facts.before().pieceAt(m.from());
            if (p != null && p.type() == PieceType.KING) {
                return m;
            }
        }
        return null;
    }
}
