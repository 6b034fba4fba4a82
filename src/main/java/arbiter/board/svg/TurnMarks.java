package arbiter.board.svg;

import arbiter.board.Color;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What became of a turn's moves, for {@link BoardSvg} to draw over the board before it: slow pieces
 * stopped on their way (an arrow to where they stopped, a bar across its tip, a dashed line on to
 * the square they aimed at), moves called off (a faded arrow, crossed out), pieces that bounced
 * back to where they started (an arrow to the square they aimed at, a dashed curve back and a
 * return badge on their square), pieces destroyed (a dark disc with a cross on their square) and
 * castlings that swap a King with its own Rook (a double-headed arrow between them, RevoChess).
 * An immutable value: start from {@link #NONE}.
 *
 * @param stopped   the stopped moves, drawn in this order
 * @param calledOff the moves called off
 * @param bounced   the moves that bounced back (since 0.2)
 * @param destroyed the squares where a piece was destroyed
 * @param swapped   the castlings that swap a King with its Rook (since 0.2)
 */
public record TurnMarks(List<Stopped> stopped, List<CalledOff> calledOff, List<Bounced> bounced, Set<Square> destroyed,
        List<Swapped> swapped) {

    /** Nothing to mark. */
    public static final TurnMarks NONE = new TurnMarks(List.of(), List.of(), List.of(), Set.of(), List.of());

    public TurnMarks {
        stopped = List.copyOf(stopped);
        calledOff = List.copyOf(calledOff);
        bounced = List.copyOf(bounced);
        destroyed = Collections.unmodifiableSet(new TreeSet<>(destroyed));
        swapped = List.copyOf(swapped);
    }

    /**
     * A castling that swaps a King with its own Rook: each lands on the other's square.
     *
     * @param king  the King's square before the swap
     * @param rook  the Rook's square before the swap, where the King lands
     * @param side  whose pieces they are
     * @param label the number of the move within the player's turn ("1", "2"), or null
     */
    public record Swapped(Square king, Square rook, Color side, String label) {
        public Swapped {
            new Annotations.Arrow(king, rook, side, label);
        }
    }

    /**
     * A move stopped on its way.
     *
     * @param from where the piece started
     * @param stop where it was stopped (a square other than {@code from})
     * @param aim  the square it was going to
     * @param side whose move it was
     */
    public record Stopped(Square from, Square stop, Square aim, Color side) {
        public Stopped {
            Objects.requireNonNull(aim, "aim");
            new Annotations.Arrow(from, stop, side, null);
        }
    }

    /**
     * A move that was not carried out: a capture cancelled, a castling prevented, a move not played.
     *
     * @param from the square it would have left
     * @param to   the square it would have reached (another square)
     * @param side whose move it was
     */
    public record CalledOff(Square from, Square to, Color side) {
        public CalledOff {
            new Annotations.Arrow(from, to, side, null);
        }
    }

    /**
     * A move that was made and then undone: the piece went for {@code aim} and bounced back to
     * {@code from}, where it stands after the turn.
     *
     * @param from the launch square it went from and is back on
     * @param aim  the square it went for (another square)
     * @param side whose piece it is
     */
    public record Bounced(Square from, Square aim, Color side) {
        public Bounced {
            new Annotations.Arrow(from, aim, side, null);
        }
    }

    public TurnMarks withStopped(Square from, Square stop, Square aim, Color side) {
        List<Stopped> more = new ArrayList<>(stopped);
        more.add(new Stopped(from, stop, aim, side));
        return new TurnMarks(more, calledOff, bounced, destroyed, swapped);
    }

    public TurnMarks withCalledOff(Square from, Square to, Color side) {
        List<CalledOff> more = new ArrayList<>(calledOff);
        more.add(new CalledOff(from, to, side));
        return new TurnMarks(stopped, more, bounced, destroyed, swapped);
    }

    public TurnMarks withBounced(Square from, Square aim, Color side) {
        List<Bounced> more = new ArrayList<>(bounced);
        more.add(new Bounced(from, aim, side));
        return new TurnMarks(stopped, calledOff, more, destroyed, swapped);
    }

    public TurnMarks withDestroyed(Square square) {
        Set<Square> more = new TreeSet<>(destroyed);
        more.add(Objects.requireNonNull(square, "square"));
        return new TurnMarks(stopped, calledOff, bounced, more, swapped);
    }

    public TurnMarks withSwapped(Square king, Square rook, Color side, String label) {
        List<Swapped> more = new ArrayList<>(swapped);
        more.add(new Swapped(king, rook, side, label));
        return new TurnMarks(stopped, calledOff, bounced, destroyed, more);
    }

    /** True when the move from {@code from} to {@code to} is drawn by a mark (then it gets no plain arrow). */
    public boolean marksMove(Square from, Square to) {
        return marksMoveFrom(from) || swapped.stream().anyMatch(w -> w.king() == from && w.rook() == to);
    }

    /** True when a move starting on {@code from} is stopped, called off or bounced (then it gets no plain arrow). */
    public boolean marksMoveFrom(Square from) {
        return stopped.stream().anyMatch(s -> s.from() == from) || calledOff.stream().anyMatch(c -> c.from() == from)
                || bounced.stream().anyMatch(b -> b.from() == from);
    }

    public boolean isEmpty() {
        return stopped.isEmpty() && calledOff.isEmpty() && bounced.isEmpty() && destroyed.isEmpty() && swapped.isEmpty();
    }
}
