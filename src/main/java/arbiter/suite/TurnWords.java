package arbiter.suite;

import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Move;
import arbiter.board.MoveNotation;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.Quoted;
import java.util.Collection;
import java.util.List;

/**
 * A turn's parts in the words of messages, never Java's own text: sides as "White", moves as the
 * rule texts write them in the position they are played in ({@code Ra1-a4}, {@code e7-e8=Q}),
 * answers and outcomes as sentences.
 */
public final class TurnWords {

    private TurnWords() {
    }

    /** "White" or "Black". */
    public static String side(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    /**
     * A move in coordinate form as the rule texts write it in {@code before}: {@code Ra1-a4},
     * {@code Nb6xa4}, {@code e7-e8=Q}. A move of no piece there stays in coordinates; text that is
     * not a move at all (an adapter's answer can be anything) is quoted.
     */
    public static String move(String coordinate, Position before) {
        try {
            Move move = Move.parseCoordinate(coordinate);
            if (move.coordinate().equals(coordinate)) {
                return MoveNotation.format(move, before);
            }
        } catch (NotationException e) {
            // quoted below
        }
        return Quoted.of(coordinate);
    }

    /** Moves in coordinate form as {@link #move} writes them, in alphabetical order. */
    static List<String> moves(Collection<String> coordinates, Position before) {
        return coordinates.stream().map(m -> move(m, before)).sorted().toList();
    }

    /** "White's move Ra1-a5 is illegal", the move written in {@code before}. */
    public static String rejection(TurnResult.Rejected rejected, Position before) {
        return side(rejected.side()) + "'s move " + move(rejected.move(), before) + " is illegal";
    }

    /**
     * An answer to a turn played in {@code before}: the position after it as FEN, its events other
     * than moves, and the outcome; or the move it rejects, and why.
     */
    static String answer(TurnResult result, Position before) {
        if (result instanceof TurnResult.Rejected rejected) {
            return rejection(rejected, before) + " (" + rejected.reason() + ")";
        }
        TurnResult.Resolved resolved = (TurnResult.Resolved) result;
        List<String> events = resolved.events().stream().filter(e -> !TurnUnderTest.isMove(e))
                .map(e -> ExpectedEvent.of(e).toString()).sorted().toList();
        return "the position " + resolved.position() + " with " + (events.isEmpty() ? "no events" : "the events " + events)
                + "; " + outcome(resolved.outcome());
    }

    /** "the game goes on", "White wins by checkmate", "a draw by the fifty-turn rule". */
    public static String outcome(Outcome o) {
        return switch (o.status()) {
            case ONGOING -> "the game goes on";
            case WIN -> (o.winner() == null ? "a win" : side(o.winner()) + " wins") + " by " + reason(o.reason());
            case DRAW -> "a draw by " + reason(o.reason());
            case BOTH_LOSE -> "both players lose by " + reason(o.reason());
        };
    }

    private static String reason(String code) {
        if (code == null) {
            return "no reason given";
        }
        if (code.equals("fifty-turns")) {
            return "the fifty-turn rule";
        }
        return code.matches("[a-z]+(-[a-z]+)*") ? code.replace('-', ' ') : Quoted.of(code);
    }
}
