package arbiter.reference.chess;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Material;
import java.util.List;

/**
 * Whether the game ends after a move, in the order the Laws give precedence: checkmate (5.1.1)
 * and stalemate (5.2.1), which end it at once; a dead position (5.2.2, as far as the reference
 * recognises one: {@link Material#insufficient}); the automatic draws, fivefold repetition (9.6.1)
 * and seventy-five moves (9.6.2), which a checkmate on the same move overrides. Threefold
 * repetition (9.2) and fifty moves (9.3) only let a player claim a draw: a claim is no part of a
 * turn, so the game goes on, and the turn cites the claim it opens.
 */
final class GameEnd {

    /** Half-moves (one player's move each) without a pawn move or a capture after which a draw may be claimed (9.3). */
    static final int FIFTY_MOVES = 100;
    /** Half-moves without a pawn move or a capture after which the game is drawn (9.6.2). */
    static final int SEVENTY_FIVE_MOVES = 150;

    private GameEnd() {
    }

    /** How the game stands after {@code mover}'s move left {@code after}; {@code earlier}: the positions before it, oldest first. */
    static Outcome after(Position after, Color mover, List<Position> earlier, EventLog log) {
        Color other = mover.opposite();
        boolean check = Attacks.inCheck(after, other);
        Square king = after.kingOf(other);
        if (check) {
            log.add(EventKind.CHECK, after.pieceAt(king), king, null, Clauses.CHECK);
        }
        if (Orthodox.legalMoves(after).isEmpty()) {
            if (check) {
                log.add(EventKind.CHECKMATE, after.pieceAt(king), king, null, Clauses.CHECKMATE);
                if (after.halfmove() >= SEVENTY_FIVE_MOVES) {
                    log.decided(Clauses.SEVENTY_FIVE_MOVES); // the mate stands over the seventy-five-move draw
                }
                return Outcome.win(EventLog.side(mover), "checkmate");
            }
            log.decided(Clauses.STALEMATE);
            return Outcome.draw("stalemate");
        }
        if (Material.insufficient(after)) {
            log.decided(Clauses.DEAD_POSITION);
            return Outcome.draw("insufficient-material");
        }
        int times = Occurrences.of(after, earlier);
        if (times >= 5) {
            log.decided(Clauses.FIVEFOLD);
            return Outcome.draw("repetition");
        }
        if (after.halfmove() >= SEVENTY_FIVE_MOVES) {
            log.decided(Clauses.SEVENTY_FIVE_MOVES);
            return Outcome.draw("seventy-five-moves");
        }
        if (times >= 3) {
            log.decided(Clauses.THREEFOLD_CLAIM);
        }
        if (after.halfmove() >= FIFTY_MOVES) {
            log.decided(Clauses.FIFTY_MOVE_CLAIM);
        }
        return Outcome.ONGOING;
    }
}
