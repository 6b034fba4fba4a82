package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * One player's moves of a turn, read one after the other: each in the position the moves before
 * it leave (a player who moves twice plays the second move on the board the first one made, as
 * {@link PlainMove} leaves it).
 */
public final class PlayerMoves {

    private PlayerMoves() {
    }

    /**
     * Reads a player's moves as written ({@link MoveNotation#parse}).
     *
     * @throws NotationException for the first move that cannot be read, with its message
     */
    public static List<Move> read(List<String> written, Position before, Color side) {
        return MoveNotation.parseEach(written, before, side);
    }

    /** The moves in coordinate form ({@code e2e4}). */
    public static List<String> coordinates(List<String> written, Position before, Color side) {
        return read(written, before, side).stream().map(Move::coordinate).toList();
    }

    /** The position each move is played in: {@code before} for the first, then the board the ones before it left. */
    public static List<Position> positions(List<Move> moves, Position before) {
        List<Position> out = new ArrayList<>();
        Position p = before;
        for (Move move : moves) {
            out.add(p);
            p = PlainMove.after(p, move);
        }
        return out;
    }
}
