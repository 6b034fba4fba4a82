package arbiter.reference.revochess;

import arbiter.api.InvalidInputException;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.reference.EventLog;
import arbiter.reference.Refusal;
import arbiter.reference.TurnInput;
import java.util.List;

/**
 * What a RevoChess turn must be: the moves of the player whose turn it is, two of them, each legal
 * on the board the one before left. A turn ends after one move when that move takes the King (a
 * second is refused, revochess-dualmove-007) or when no legal move is left
 * (revochess-dualmove-012); a player with no legal move at all plays none (revochess-dualmove-013).
 */
final class TurnRules {

    private TurnRules() {
    }

    static TurnResult.Rejected reject(TurnInput turn) {
        Position p = turn.before();
        Color side = p.sideToMove();
        Color other = side.opposite();
        if (!turn.movesOf(other).isEmpty()) {
            Move move = turn.movesOf(other).get(0);
            return whyIllegal(p, other, move).rejection(other, move);
        }
        List<Move> moves = turn.movesOf(side);
        if (moves.size() > 2) {
            throw new InvalidInputException("in revochess a turn has two moves; " + side.title() + " gave " + moves.size());
        }
        if (moves.isEmpty()) {
            if (RevoMoves.any(p, side)) {
                throw new InvalidInputException("in revochess " + side.title() + " has moves and must play two this turn");
            }
            return null;
        }
        for (int i = 0; i < moves.size(); i++) {
            Move move = moves.get(i);
            Refusal why = whyIllegal(p, side, move);
            if (why != null) {
                return rejected(side, move, i, why);
            }
            p = TurnPlay.play(p, side, move, new EventLog());
            boolean kingTaken = p.kingOf(other) == null;
            if (kingTaken && i + 1 < moves.size()) {
                return rejected(side, moves.get(i + 1), i + 1, new Refusal(Clauses.VICTORY, "the first move took the King and ended"
                        + " the game, so there is no second move"));
            }
            if (!kingTaken && i + 1 == moves.size() && moves.size() == 1 && RevoMoves.any(p, side)) {
                return rejected(side, move, i, new Refusal(Clauses.DUAL_MOVE, "a turn has two moves, and it ends after the first"
                        + " only when that move takes the King or leaves no move to make"));
            }
        }
        return null;
    }

    /** Why {@code side} may not make {@code move} in {@code p}: not its turn, or not a legal move; null when it may. */
    static Refusal whyIllegal(Position p, Color side, Move move) {
        return side == p.sideToMove() ? RevoMoves.whyNot(p, side, move)
                : new Refusal(Clauses.DUAL_MOVE, "it is " + p.sideToMove().title() + "'s turn");
    }

    /** The rejection of the player's move at {@code index} of the turn, the refusal said of the first or second move. */
    private static TurnResult.Rejected rejected(Color side, Move move, int index, Refusal why) {
        return why.of(index == 0 ? "first move" : "second move").rejection(side, move);
    }
}
