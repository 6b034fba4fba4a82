package arbiter.rulebook.simulchess;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Attacks;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * A castling called off because the opponent's move of the same turn makes it illegal, in a
 * sentence with the reason when the opponent's move shows it: "White's castling is called off, as
 * Black's Bishop on c4 attacks f1, a square the King crosses: King and Rook stay where they are,
 * and White may still castle later".
 */
final class PreventedCastlings {

    private PreventedCastlings() {
    }

    /**
     * @param after the position after the turn, for whether the right to castle is kept
     */
    static List<Phrase> tell(TurnFacts facts, Position after) {
        List<Phrase> out = new ArrayList<>();
        for (Event e : facts.events()) {
            if (e.kind() != EventKind.CASTLING_PREVENTED) {
                continue;
            }
            Castling c = e.from() == null ? null
                    : Castling.matching(facts.before(), Move.of(Square.parse(e.from()), Square.parse(e.square())));
            Side by = TurnFacts.other(e.side());
            String why = c == null || facts.moves(by).isEmpty() ? null : reason(c, facts.moves(by).get(0), facts.before(), by);
            String text = why == null ? Words.side(by) + "'s move makes " + Words.side(e.side()) + "'s castling illegal, so it is called off"
                    : Words.side(e.side()) + "'s castling is called off, as " + why;
            boolean kept = c != null && after.mayCastleWith(c.rook());
            boolean rookTaken = c != null && facts.find(EventKind.CAPTURED, e.side(), c.rook().name()) != null;
            out.add(new Phrase(text + (rookTaken ? ": the King stays on " + e.from() : ": King and Rook stay where they are")
                    + (kept ? ", and " + Words.side(e.side()) + " may still castle later" : ""), e.clauses()));
        }
        return out;
    }

    /** Why the opponent's move {@code m} forbids the castling {@code c}; null when none of the reasons fits. */
    private static String reason(Castling c, Move m, Position before, Side by) {
        Piece piece = before.pieceAt(m.from());
        if (piece == null) {
            return null;
        }
        String mover = Words.owned(by, PieceKind.valueOf(piece.type().name()));
        if (m.to() == c.rook()) {
            return mover + " takes the Rook on " + c.rook();
        }
        if (c.king().between(c.rook()).contains(m.to())) {
            return mover + " lands on " + m.to() + ", between King and Rook";
        }
        Position played = before.toBuilder().remove(m.from()).put(m.to(), piece).build();
        Color color = by == Side.WHITE ? Color.WHITE : Color.BLACK;
        String on = mover + " on " + m.to();
        if (Attacks.isAttacked(played, c.king(), color)) {
            return on + " checks the King";
        }
        List<Square> crossed = new ArrayList<>(c.king().between(c.kingTo()));
        crossed.add(c.kingTo());
        for (Square q : crossed) {
            if (Attacks.isAttacked(played, q, color)) {
                return on + " attacks " + q + ", a square the King " + (q == c.kingTo() ? "lands on" : "crosses");
            }
        }
        return null;
    }
}
