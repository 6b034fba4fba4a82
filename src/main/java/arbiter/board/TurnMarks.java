package arbiter.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What became of a turn's moves, for {@link BoardSvg} to draw over the board before it: slow pieces
 * stopped on their way (an arrow to where they stopped, a bar across its tip, a dashed line on to
 * the square they aimed at), moves called off (a faded arrow, crossed out) and pieces destroyed (a
 * dark disc with a cross on their square). An immutable value: start from {@link #NONE}.
 *
 * @param stopped   the stopped moves, drawn in this order
 * @param calledOff the moves called off
 * @param destroyed the squares where a piece was destroyed
 */
public record TurnMarks(List<Stopped> stopped, List<CalledOff> calledOff, Set<Square> destroyed) {

    /** Nothing to mark. */
    public static final TurnMarks NONE = new TurnMarks(List.of(), List.of(), Set.of());

    public TurnMarks {
        stopped = List.copyOf(stopped);
        calledOff = List.copyOf(calledOff);
        destroyed = Collections.unmodifiableSortedSet(new TreeSet<>(destroyed));
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

    public TurnMarks withStopped(Square from, Square stop, Square aim, Color side) {
        List<Stopped> more = new ArrayList<>(stopped);
        more.add(new Stopped(from, stop, aim, side));
        return new TurnMarks(more, calledOff, destroyed);
    }

    public TurnMarks withCalledOff(Square from, Square to, Color side) {
        List<CalledOff> more = new ArrayList<>(calledOff);
        more.add(new CalledOff(from, to, side));
        return new TurnMarks(stopped, more, destroyed);
    }

    public TurnMarks withDestroyed(Square square) {
        Set<Square> more = new TreeSet<>(destroyed);
        more.add(Objects.requireNonNull(square, "square"));
        return new TurnMarks(stopped, calledOff, more);
    }

    /** True when a move starting on {@code from} is stopped or called off (then it gets no plain arrow). */
    public boolean marksMoveFrom(Square from) {
        return stopped.stream().anyMatch(s -> s.from() == from) || calledOff.stream().anyMatch(c -> c.from() == from);
    }

    public boolean isEmpty() {
        return stopped.isEmpty() && calledOff.isEmpty() && destroyed.isEmpty();
    }
}
