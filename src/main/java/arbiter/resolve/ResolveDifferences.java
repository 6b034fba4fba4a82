package arbiter.resolve;

import arbiter.api.Event;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.compare.SameAnswer;
import arbiter.rulebook.OutcomeWords;
import arbiter.suite.TurnWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What another implementation's answer to a turn says differently from the reference's, one line
 * each: the squares of the board after, the other fields of the position, events missing or extra
 * ({@code moved} events, {@code from} and clauses aside), the outcome, a move rejected by one only.
 * Whether they differ at all is {@link SameAnswer}'s to say, as everywhere answers are compared.
 */
public final class ResolveDifferences {

    private ResolveDifferences() {
    }

    /** The differences; empty exactly when the answers are the same as {@link SameAnswer} compares them. */
    public static List<String> of(TurnResult reference, TurnResult other, Position before) {
        List<String> out = new ArrayList<>();
        if (SameAnswer.same(reference, other)) {
            return out;
        }
        if (reference instanceof TurnResult.Rejected r && other instanceof TurnResult.Rejected o) {
            if (r.side() != o.side() || !r.move().equals(o.move())) {
                out.add("rejects " + TurnWords.rejection(o, before) + ", not " + TurnWords.rejection(r, before));
            }
            return out;
        }
        if (reference instanceof TurnResult.Rejected r) {
            out.add("carries the turn out, where the reference rejects it: " + TurnWords.rejection(r, before));
            return out;
        }
        if (other instanceof TurnResult.Rejected o) {
            out.add("rejects the turn: " + TurnWords.rejection(o, before) + ": " + o.reason());
            return out;
        }
        TurnResult.Resolved r = (TurnResult.Resolved) reference;
        TurnResult.Resolved o = (TurnResult.Resolved) other;
        board(out, Fen.parse(r.position()), o.position());
        List<String> expected = events(r.events());
        List<String> actual = events(o.events());
        for (String e : expected) {
            if (!actual.remove(e)) {
                out.add("event missing: " + e);
            }
        }
        actual.forEach(e -> out.add("event extra: " + e));
        if (!r.outcome().equals(o.outcome())) {
            out.add("outcome: " + OutcomeWords.of(o.outcome()) + ", not " + OutcomeWords.of(r.outcome()));
        }
        if (out.isEmpty()) {
            out.add("position after: " + o.position() + ", not " + r.position());
        }
        return out;
    }

    /** The squares of the board after on which the other implementation's answer differs, or why it cannot be read. */
    static List<Square> squares(TurnResult reference, TurnResult other) {
        if (!(reference instanceof TurnResult.Resolved r) || !(other instanceof TurnResult.Resolved o)) {
            return List.of();
        }
        try {
            Position expected = Fen.parse(r.position());
            Position actual = Fen.parse(o.position());
            List<Square> out = new ArrayList<>();
            for (int i = 0; i < 64; i++) {
                if (!Objects.equals(expected.pieceAt(Square.of(i)), actual.pieceAt(Square.of(i)))) {
                    out.add(Square.of(i));
                }
            }
            return out;
        } catch (NotationException e) {
            return List.of();
        }
    }

    private static void board(List<String> out, Position expected, String fen) {
        Position actual;
        try {
            actual = Fen.parse(fen);
        } catch (NotationException e) {
            out.add("position after: not a readable position (" + e.getMessage() + ")");
            return;
        }
        for (int i = 0; i < 64; i++) {
            Square sq = Square.of(i);
            if (!Objects.equals(expected.pieceAt(sq), actual.pieceAt(sq))) {
                out.add(sq + ": " + name(actual.pieceAt(sq)) + ", not " + name(expected.pieceAt(sq)));
            }
        }
        if (out.isEmpty() && !expected.equals(actual)) {
            out.add("position after: " + fen + ", not " + Fen.format(expected));
        }
    }

    private static String name(Piece piece) {
        return piece == null ? "empty" : piece.toString();
    }

    private static List<String> events(List<Event> events) {
        return new ArrayList<>(events.stream().filter(SameAnswer::compared).map(EventWords::of).toList());
    }
}
