package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Repetition;
import java.util.List;

/**
 * How the game stands after a turn: a King taken (both taken: a draw [simulchess-kingcapture-004]),
 * two Kings met, a King checkmated in the position the next turn starts from
 * [simulchess-checkmate-002], the Kings left in check, and the two orthodox draws that end a game
 * for want of progress, counted in turns, one-sided ones included: the same position a third time,
 * and fifty turns without a capture, a removal or a pawn move [simulchess-basic-004,
 * simulchess-basic-021, simulchess-onesided-005]. No position is drawn for want of material: any
 * two Kings can still be decided by the game's own ways of winning [simulchess-basic-004]. Nor is
 * there a stalemate: a player with moves into attack plays one [simulchess-checkmate-004], and one
 * with no move at all passes, so that the next turn is the other player's alone
 * [simulchess-checkmate-005].
 */
final class TurnEnd {

    static final int FIFTY_TURNS = 50;

    private TurnEnd() {
    }

    static Outcome outcome(Position after, boolean kingsMet, List<Position> earlier, EventLog log) {
        boolean white = after.kingOf(Color.WHITE) == null;
        boolean black = after.kingOf(Color.BLACK) == null;
        if (white || black) {
            log.decided(Clauses.KING_CAPTURE);
            return white && black ? Outcome.draw("mutual-king-capture")
                    : Outcome.win(EventLog.side(white ? Color.BLACK : Color.WHITE), "king-captured");
        }
        if (kingsMet) {
            return Outcome.draw("king-collision");
        }
        Outcome mate = StartOfTurn.mate(after, log);
        if (mate != null) {
            return mate;
        }
        for (Color side : Color.values()) {
            if (Attacks.inCheck(after, side)) {
                Square king = after.kingOf(side);
                log.add(EventKind.CHECK, after.pieceAt(king), king, null, Clauses.KING_CAPTURE);
            }
        }
        return draw(after, earlier, log);
    }

    private static Outcome draw(Position after, List<Position> earlier, EventLog log) {
        String reason = Repetition.third(after, earlier) ? "repetition"
                : after.halfmove() >= FIFTY_TURNS ? "fifty-turns" : null;
        if (reason == null) {
            return Outcome.ONGOING;
        }
        log.decided(Clauses.BASIC);
        return Outcome.draw(reason);
    }
}
