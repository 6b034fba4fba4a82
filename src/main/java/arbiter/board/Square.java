package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/** One of the 64 squares; instances are shared, so {@code ==} compares them. */
public final class Square implements Comparable<Square> {

    private static final Square[] ALL = new Square[64];
    private static final String[] NAMES = new String[64];

    static {
        for (int i = 0; i < 64; i++) {
            ALL[i] = new Square(i);
            NAMES[i] = "" + (char) ('a' + (i & 7)) + (char) ('1' + (i >> 3));
        }
    }

    private final int index;

    private Square(int index) {
        this.index = index;
    }

    /** The square with index {@code file + 8 * rank}, a1 = 0, h8 = 63. */
    public static Square of(int index) {
        return ALL[index];
    }

    /** The square at a 0-based file and rank, or null when off the board. */
    public static Square at(int file, int rank) {
        if (file < 0 || file > 7 || rank < 0 || rank > 7) {
            return null;
        }
        return ALL[file + 8 * rank];
    }

    /** The square named like "e4", or null when the text is not a square name. */
    public static Square parse(String name) {
        if (name == null || name.length() != 2) {
            return null;
        }
        return at(name.charAt(0) - 'a', name.charAt(1) - '1');
    }

    /** The square named by the two characters of {@code text} from {@code start}, or null when they name none. */
    static Square parse(CharSequence text, int start) {
        return at(text.charAt(start) - 'a', text.charAt(start + 1) - '1');
    }

    public int index() {
        return index;
    }

    /** This square as a bit of a {@link Bitboards board}: {@code 1L << index()}. */
    public long bit() {
        return 1L << index;
    }

    public int file() {
        return index & 7;
    }

    public int rank() {
        return index >> 3;
    }

    /** The square displaced by whole files and ranks, or null when off the board. */
    public Square offset(int files, int ranks) {
        return at(file() + files, rank() + ranks);
    }

    /** The squares strictly between this one and {@code to} on a rank, file or diagonal, nearest first; none when they share no line. */
    public List<Square> between(Square to) {
        int df = to.file() - file();
        int dr = to.rank() - rank();
        if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr))) {
            return List.of();
        }
        List<Square> squares = new ArrayList<>();
        for (Square s = offset(Integer.signum(df), Integer.signum(dr)); s != to; s = s.offset(Integer.signum(df), Integer.signum(dr))) {
            squares.add(s);
        }
        return squares;
    }

    public boolean isLight() {
        return (file() + rank()) % 2 == 1;
    }

    public String name() {
        return NAMES[index];
    }

    @Override
    public int compareTo(Square other) {
        return Integer.compare(index, other.index);
    }

    @Override
    public String toString() {
        return name();
    }
}
