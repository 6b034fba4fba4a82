package arbiter.reference.zeitgeist;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Repetition;
import java.util.List;

/**
 * Rule 7 and the end of the game: a King in check after the turn is announced and its side's count
 * of turns in check in a row goes up (back to 0 when not in check); a King taken, or a second turn
 * in a row in check, loses, and both players may lose at once; then the draws that cannot cut short
 * a game still to be decided, counted in turns: repetition and fifty turns. No material is too
 * little, since two Kings alone can still check each other [zeitgeist-rule7-009].
 */
final class TurnEnd {

    static final int FIFTY_TURNS = 50;

    private TurnEnd() {
    }

    /** The position with its counts of turns in check, the check events logged and a count's end cited. */
    static Position counted(Position placed, EventLog log) {
        Position.Builder b = placed.toBuilder();
        for (Color side : Color.values()) {
            boolean checked = Attacks.inCheck(placed, side);
            if (checked) {
                Square king = placed.kingOf(side);
                log.add(EventKind.CHECK, placed.pieceAt(king), king, null, Clauses.CHECK_AND_END);
            } else if (placed.checks(side) > 0) {
                log.decided(Clauses.CHECK_AND_END);
            }
            b.checks(side, checked ? placed.checks(side) + 1 : 0);
        }
        return b.build();
    }

    static Outcome outcome(Position after, List<Position> earlier, EventLog log) {
        ByColor<String> lost = ByColor.of(side -> after.kingOf(side) == null ? "king-captured"
                : after.checks(side) >= 2 ? "two-turns-in-check" : null);
        if (lost.white() != null || lost.black() != null) {
            log.decided(Clauses.CHECK_AND_END);
            if (lost.white() != null && lost.black() != null) {
                boolean capture = lost.white().equals("king-captured") || lost.black().equals("king-captured");
                return Outcome.bothLose(capture ? "king-captured" : "two-turns-in-check");
            }
            return Outcome.win(EventLog.side(lost.white() != null ? Color.BLACK : Color.WHITE),
                    lost.white() != null ? lost.white() : lost.black());
        }
        String draw = Repetition.third(after, earlier) ? "repetition"
                : after.halfmove() >= FIFTY_TURNS ? "fifty-turns" : null;
        if (draw == null) {
            return Outcome.ONGOING;
        }
        log.decided(Clauses.CHECK_AND_END);
        return Outcome.draw(draw);
    }
}
