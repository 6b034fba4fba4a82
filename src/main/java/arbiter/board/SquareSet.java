package arbiter.board;

import java.util.AbstractSet;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;

/** An unmodifiable set of squares backed by a bitboard, iterated a1 to h8. */
final class SquareSet extends AbstractSet<Square> {

    private static final SquareSet EMPTY = new SquareSet(0);

    private final long bits;

    private SquareSet(long bits) {
        this.bits = bits;
    }

    static Set<Square> of(long bits) {
        return bits == 0 ? EMPTY : new SquareSet(bits);
    }

    /** The bitboard of any set of squares. */
    static long bits(Set<Square> squares) {
        if (squares instanceof SquareSet s) {
            return s.bits;
        }
        long bits = 0;
        for (Square s : squares) {
            bits |= s.bit();
        }
        return bits;
    }

    @Override
    public int size() {
        return Long.bitCount(bits);
    }

    @Override
    public boolean isEmpty() {
        return bits == 0;
    }

    @Override
    public boolean contains(Object o) {
        return o instanceof Square s && (bits & s.bit()) != 0;
    }

    @Override
    public Iterator<Square> iterator() {
        return new Iterator<>() {
            private long rest = bits;

            @Override
            public boolean hasNext() {
                return rest != 0;
            }

            @Override
            public Square next() {
                if (rest == 0) {
                    throw new NoSuchElementException();
                }
                Square s = Square.of(Long.numberOfTrailingZeros(rest));
                rest &= rest - 1;
                return s;
            }
        };
    }
}
