package arbiter.reference.simulchess;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;

/**
 * Before any move: a King checkmated in the orthodox sense (in check, and no orthodox legal move
 * for its side) loses at once; both mated is a draw.
 */
final class StartOfTurn {

    private StartOfTurn() {
    }

    /** The outcome decided before the moves, or null when the turn is played. */
    static Outcome mate(Position before, EventLog log) {
        boolean white = mated(before, Color.WHITE);
        boolean black = mated(before, Color.BLACK);
        for (Color side : Color.values()) {
            if (side == Color.WHITE ? white : black) {
                Square king = before.kingOf(side);
                log.add(EventKind.CHECKMATE, before.pieceAt(king), king, null, Clauses.CHECKMATE);
            }
        }
        if (white && black) {
            return Outcome.draw("mutual-checkmate");
        }
        return white || black ? Outcome.win(EventLog.side(white ? Color.BLACK : Color.WHITE), "checkmate") : null;
    }

    /** Whether a King is checkmated in {@code before}, so that the game ends before any move is looked at. */
    static boolean ends(Position before) {
        return mated(before, Color.WHITE) || mated(before, Color.BLACK);
    }

    static boolean mated(Position p, Color side) {
        return p.kingOf(side) != null && Attacks.inCheck(p, side)
                && Orthodox.legalMoves(p.toBuilder().sideToMove(side).build()).isEmpty();
    }
}
