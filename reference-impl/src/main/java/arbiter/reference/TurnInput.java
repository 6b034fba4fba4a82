package arbiter.reference;

import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Position;
import java.util.List;

/**
 * A turn as the reference reads it: the position before, each player's moves in order (empty for a
 * player who does not move), who registered first (null when nobody did) and the positions the
 * game stood in before, oldest first.
 */
public record TurnInput(Position before, ByColor<List<Move>> moves, Color first, List<Position> history) {

    public TurnInput {
        moves = new ByColor<>(List.copyOf(moves.white()), List.copyOf(moves.black()));
        history = List.copyOf(history);
    }

    /** A player's moves this turn. */
    public List<Move> movesOf(Color color) {
        return moves.get(color);
    }
}
