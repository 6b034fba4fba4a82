package arbiter.suite;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether an answer's {@code moved} events tell the turn as its boards do. Scenarios do not list
 * {@code moved} events, but the rulebook draws them and {@code resolve} prints them, so they are held
 * to what the protocol says they are: each names where its piece started, where that side's piece of
 * that kind stood before the turn (or where an earlier move of this turn left it), and every square
 * that holds after the turn a piece it did not hold before was reached by a {@code moved} event of
 * that side. Checked for the implementations the system property {@value #PROPERTY} names
 * (comma-separated, or {@code check} for every one): the project's own runs name the reference.
 */
public final class MovedEvents {

    /** The system property that turns the check on. */
    public static final String PROPERTY = "arbiter.moved";

    private MovedEvents() {
    }

    /** Whether the moved events of the implementation that describes itself by {@code name} are checked in this run. */
    public static boolean checked(String name) {
        return CheckSwitch.on(PROPERTY, name);
    }

    /** What the answer's moved events get wrong about the turn, or an empty list; a position that does not read is not judged here. */
    public static List<String> wrong(Turn turn, TurnResult.Resolved answer) {
        Position before;
        Position after;
        try {
            before = Fen.parse(turn.position());
            after = Fen.parse(answer.position());
        } catch (IllegalArgumentException e) {
            return List.of();
        }
        List<String> wrong = new ArrayList<>();
        Set<String> reached = new HashSet<>();
        for (Event e : answer.events()) {
            if (e.kind() != EventKind.MOVED) {
                continue;
            }
            PieceType type = PieceType.valueOf(e.piece().name());
            Piece piece = Piece.of(Color.valueOf(e.side().name()), type);
            String shown = TurnWords.side(e.side()) + "'s " + type.title() + " moved to " + e.square();
            if (e.from() == null) {
                wrong.add(shown + " says not where it started");
            } else if (!piece.equals(before.pieceAt(Square.parse(e.from()))) && !reached.contains(e.side() + e.from())) {
                wrong.add(shown + " from " + e.from() + ", where no such piece stood");
            }
            reached.add(e.side() + e.square());
        }
        for (int i = 0; i < 64; i++) {
            Piece now = after.pieceAt(i);
            if (now != null && !now.equals(before.pieceAt(i)) && !reached.contains(Side.valueOf(now.color().name()) + Square.of(i).name())) {
                wrong.add(now + " stands on " + Square.of(i) + " after the turn, and no moved event brings it there");
            }
        }
        return wrong;
    }
}
