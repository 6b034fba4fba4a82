package arbiter.board;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Lists of square names, as in the frozen field of FEN and diagrams. */
final class Squares {

    private Squares() {
    }

    static Set<Square> parseList(String text, String separator, String where) {
        Set<Square> squares = new TreeSet<>();
        String trimmed = text.trim();
        if (trimmed.isEmpty() || trimmed.equals("-")) {
            return squares;
        }
        for (String name : trimmed.split(separator, -1)) {
            Square square = Square.parse(name.trim());
            if (square == null) {
                throw new NotationException(where + ": " + Quoted.of(name.trim()) + " is not a square (a1 to h8)");
            }
            if (!squares.add(square)) {
                throw new NotationException(where + ": " + square + " is named twice");
            }
        }
        return squares;
    }

    static String join(Collection<Square> squares, String separator) {
        return squares.stream().map(Square::name).collect(Collectors.joining(separator));
    }
}
