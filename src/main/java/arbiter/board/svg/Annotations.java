package arbiter.board.svg;

import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What {@link BoardSvg} draws on top of a position: arrows, marked squares (a thick frame, e.g.
 * where the expected and the actual position differ), highlighted squares (a soft fill), frozen
 * badges (in addition to the position's own frozen pieces), the accessible title and the size.
 * An immutable value: start from {@link #NONE} and add with the {@code with...} methods, which
 * return a new value. Squares are kept sorted, arrows in the order they were added.
 *
 * @param arrows the arrows, drawn in this order (later on top)
 * @param marked squares framed in a strong colour
 * @param highlighted squares filled with a soft colour
 * @param frozen squares that get a frozen badge, besides {@link arbiter.board.Position#frozen()}
 * @param title the SVG {@code <title>}, or null for a default naming the position
 * @param size the width of the eight files in pixels; the coordinate margins come on top
 */
public record Annotations(List<Arrow> arrows, Set<Square> marked, Set<Square> highlighted,
        Set<Square> frozen, String title, int size) {

    /** The default board width in pixels, margins excluded. */
    public static final int DEFAULT_SIZE = 256;

    /** No arrows, marks, highlights or extra badges; the default title and size. */
    public static final Annotations NONE = new Annotations(List.of(), Set.of(), Set.of(), Set.of(), null, DEFAULT_SIZE);

    public Annotations {
        arrows = List.copyOf(arrows == null ? List.of() : arrows);
        marked = sorted(marked);
        highlighted = sorted(highlighted);
        frozen = sorted(frozen);
        if (size <= 0) {
            throw new IllegalArgumentException("board size must be positive, not " + size);
        }
    }

    /**
     * A move drawn as an arrow from square centre to square centre in its side's colour. Castling
     * is drawn as the King's move.
     *
     * @param from the square the arrow starts on
     * @param to the square it points at (a different square)
     * @param side whose move it is: White's arrows are blue, Black's red
     * @param label a short text in a disc on the arrow (e.g. "1" for the move registered first), or null
     */
    public record Arrow(Square from, Square to, Color side, String label) {
        public Arrow {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(side, "side");
            if (from == to) {
                throw new IllegalArgumentException("an arrow needs two different squares, not " + from + " twice");
            }
            if (label != null && label.isEmpty()) {
                label = null;
            }
        }
    }

    /** Adds an unlabelled arrow. */
    public Annotations withArrow(Square from, Square to, Color side) {
        return withArrow(from, to, side, null);
    }

    /** Adds an arrow with a label (null for none). */
    public Annotations withArrow(Square from, Square to, Color side, String label) {
        List<Arrow> more = new ArrayList<>(arrows);
        more.add(new Arrow(from, to, side, label));
        return new Annotations(more, marked, highlighted, frozen, title, size);
    }

    /** Adds an unlabelled arrow for a move (a promotion shows as the pawn's step). */
    public Annotations withArrow(Move move, Color side) {
        return withArrow(move.from(), move.to(), side, null);
    }

    /** Adds an arrow for a move with a label (null for none). */
    public Annotations withArrow(Move move, Color side, String label) {
        return withArrow(move.from(), move.to(), side, label);
    }

    /** Adds framed squares. */
    public Annotations withMarked(Square... squares) {
        return withMarked(Arrays.asList(squares));
    }

    /** Adds framed squares. */
    public Annotations withMarked(Collection<Square> squares) {
        return new Annotations(arrows, union(marked, squares), highlighted, frozen, title, size);
    }

    /** Adds softly filled squares. */
    public Annotations withHighlighted(Square... squares) {
        return withHighlighted(Arrays.asList(squares));
    }

    /** Adds softly filled squares. */
    public Annotations withHighlighted(Collection<Square> squares) {
        return new Annotations(arrows, marked, union(highlighted, squares), frozen, title, size);
    }

    /** Adds frozen badges (the position's frozen pieces have them anyway). */
    public Annotations withFrozen(Square... squares) {
        return withFrozen(Arrays.asList(squares));
    }

    /** Adds frozen badges (the position's frozen pieces have them anyway). */
    public Annotations withFrozen(Collection<Square> squares) {
        return new Annotations(arrows, marked, highlighted, union(frozen, squares), title, size);
    }

    /** Sets the accessible title (any text; it is escaped), or null for the default. */
    public Annotations withTitle(String text) {
        return new Annotations(arrows, marked, highlighted, frozen, text, size);
    }

    /** Sets the width of the eight files in pixels (default {@value #DEFAULT_SIZE}). */
    public Annotations withSize(int pixels) {
        return new Annotations(arrows, marked, highlighted, frozen, title, pixels);
    }

    private static Set<Square> union(Set<Square> a, Collection<Square> b) {
        Set<Square> all = new TreeSet<>(a);
        for (Square s : b) {
            all.add(Objects.requireNonNull(s, "square"));
        }
        return all;
    }

    private static Set<Square> sorted(Set<Square> squares) {
        return squares == null || squares.isEmpty() ? Set.of()
                : Collections.unmodifiableSet(new TreeSet<>(squares));
    }
}
