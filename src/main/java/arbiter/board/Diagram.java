package arbiter.board;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The board diagram of feature files, reports and the rulebook: White at the bottom, one line per
 * rank from 8 to 1 starting with the rank number, a square per token ({@code KQRBNP} White,
 * {@code kqrbnp} Black, {@code .} empty), optional file-letter lines, and optional state lines
 * below: {@code castling: KQkq} and {@code frozen: d1 h8}. Absent state lines mean no rights and
 * no frozen pieces. {@link #print} writes what {@link #parse} reads.
 */
public final class Diagram {

    private static final Pattern FILES = Pattern.compile("^\\s*a\\s*b\\s*c\\s*d\\s*e\\s*f\\s*g\\s*h\\s*$");
    private static final Pattern BORDER = Pattern.compile("^\\s*\\+?-+\\+?\\s*$");

    private Diagram() {
    }

    /**
     * A diagram as read: its position, and whether it said whose move it is (a diagram without a
     * {@code to move:} line leaves the side to move at its default, White).
     *
     * @param position        the position drawn
     * @param sideToMoveGiven whether the diagram has a {@code to move:} line
     */
    public record Read(Position position, boolean sideToMoveGiven) {
    }

    /** Parses a diagram; errors name the line of the text, counted from 1. */
    public static Position parse(String text) {
        return read(text).position();
    }

    /**
     * A line break as {@code \\R} matches one, spelled out: TeaVM's regular expressions (the
     * reference in the browser) do not know {@code \\R}.
     */
    public static final String LINE_BREAK = "\\r\\n|[\\n\\u000B\\f\\r\\u0085\\u2028\\u2029]";
    private static final java.util.regex.Pattern LINES = java.util.regex.Pattern.compile(LINE_BREAK);

    /** Parses a diagram, telling which state it gives; errors name the line of the text, counted from 1. */
    public static Read read(String text) {
        Position.Builder b = Position.builder();
        String[] lines = LINES.split(text, -1);
        int expectedRank = 8;
        Set<String> statesRead = new HashSet<>();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            int number = i + 1;
            if (line.isBlank() || FILES.matcher(line).matches() || BORDER.matcher(line).matches()) {
                continue;
            }
            String[] state = DiagramLines.state(line);
            if (state != null) {
                readState(state[0], state[1], number, statesRead, b);
                continue;
            }
            String[] rank = DiagramLines.rank(line);
            if (rank == null || !statesRead.isEmpty()) {
                throw new NotationException("diagram line " + number + " " + Quoted.of(line.trim())
                        + " is neither a rank (a rank number 1-8 then 8 squares), file letters,"
                        + " nor a state line (" + String.join(":, ", DiagramState.NAMES) + ":) after the board", number);
            }
            int rankNumber = rank[0].charAt(0) - '0';
            if (rankNumber != expectedRank) {
                throw new NotationException("diagram line " + number + ": found rank " + rankNumber
                        + " where rank " + expectedRank + " was expected (ranks run 8 down to 1)", number);
            }
            if (rank[2] != null && !rank[2].equals(rank[0])) {
                throw new NotationException("diagram line " + number + ": rank " + rankNumber
                        + " ends with the number " + rank[2], number);
            }
            readRank(rank[1], rankNumber, number, b);
            expectedRank--;
        }
        if (expectedRank != 0) {
            throw new NotationException("diagram has " + (8 - expectedRank) + " ranks; expected 8 (rank "
                    + expectedRank + " is missing)", lines.length);
        }
        return new Read(b.build(), statesRead.contains("to move"));
    }

    private static void readState(String name, String value, int line, Set<String> read, Position.Builder b) {
        try {
            if (!read.add(name)) {
                throw new NotationException("a second " + name + ": line; give each state line once");
            }
            DiagramState.read(name, value, b);
        } catch (NotationException e) {
            throw new NotationException("diagram line " + line + ": " + e.getMessage(), line);
        }
    }

    private static void readRank(String squares, int rankNumber, int line, Position.Builder b) {
        String compact = squares.replace(" ", "");
        if (compact.length() != 8) {
            throw new NotationException("diagram line " + line + ": rank " + rankNumber + " has "
                    + compact.length() + " squares; expected 8", line);
        }
        for (int file = 0; file < 8; file++) {
            char c = compact.charAt(file);
            if (c == '.') {
                continue;
            }
            Piece piece = Piece.ofFen(c);
            if (piece == null) {
                throw new NotationException("diagram line " + line + ": '" + c + "' on "
                        + Square.at(file, rankNumber - 1) + " is not a piece (KQRBNP White, kqrbnp Black) or '.'", line);
            }
            b.put(Square.at(file, rankNumber - 1), piece);
        }
    }

    /** The diagram of a position, with state lines only where there is state. */
    public static String print(Position p) {
        StringBuilder s = new StringBuilder();
        s.append("  a b c d e f g h\n");
        for (int rank = 7; rank >= 0; rank--) {
            s.append(rank + 1);
            for (int file = 0; file < 8; file++) {
                Piece piece = p.pieceAt(Square.at(file, rank));
                s.append(' ').append(piece == null ? '.' : piece.fenLetter());
            }
            s.append(' ').append(rank + 1).append('\n');
        }
        s.append("  a b c d e f g h\n");
        return s.append(DiagramState.print(p)).toString();
    }
}
