package arbiter.rulebook.zeitgeist;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Square;
import arbiter.rulebook.story.Words;

/**
 * Why a pawn bounces back by the pawn rule (Zeitgeist's rule 1): a diagonal move with nothing to
 * take, en passant included, or a straight move onto a piece that stands still.
 */
final class PawnBounces {

    private static final String NO_EMPTY_TAKE = ", and a pawn may not take an empty square";
    private static final String NO_STRAIGHT = ": a pawn may not move straight onto a piece that stands still";

    private PawnBounces() {
    }

    /** Why a pawn that went diagonally has nothing to take: its target empty, left, or only visited by a piece that bounced. */
    static String nothingToTake(Launches launches, Event e, int index) {
        Square aim = Square.parse(e.square());
        Square from = Square.parse(e.from());
        boolean enemySquare = aim.rank() == (e.side() == Side.WHITE ? 5 : 2);
        if (enemySquare && launches.before(aim) == null && Orthodox.isEnPassant(launches.facts().before(), Move.of(from, aim))) {
            return "it went for " + aim + " to take en passant, but the pawn it would take has moved away";
        }
        Launches.Still was = launches.before(aim);
        if (was != null) {
            return "it went for " + aim + ", but " + Words.owned(was.side(), was.piece()) + " there has left" + NO_EMPTY_TAKE;
        }
        for (Event other : launches.facts().events().subList(0, index)) {
            if (other.kind() == EventKind.BOUNCED && other.square().equals(e.square())) {
                return "it went for " + aim + ", where " + Words.owned(other) + " went too but bounced back, so there is"
                        + " nothing to take" + NO_EMPTY_TAKE;
            }
        }
        return aim + " is empty" + NO_EMPTY_TAKE;
    }

    /** Why a pawn that went straight bounces: a piece stands still on its target, untouched or bounced back there. */
    static String straight(Launches launches, Event e, int index) {
        Square aim = Square.parse(e.square());
        Launches.Still s = launches.stillOn(aim, index);
        String who = Words.owned(e);
        if (s != null && s.bounce() != null) {
            return "back on " + aim + ", " + Words.owned(s.side(), s.piece()) + " bars the way of " + who + ", which bounces back to "
                    + e.from() + " too" + NO_STRAIGHT;
        }
        return who + " bounces back to " + e.from() + ": " + (s == null ? "a piece" : Words.owned(s.side(), s.piece())) + " on " + aim
                + " did not move" + NO_STRAIGHT.replace(": ", ", and ");
    }
}
