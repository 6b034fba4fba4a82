package arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A whole simultaneous game, one turn per line: the turn number with a dot, White's move, Black's
 * move, in long algebraic form; a {@code *} right after a move marks the move registered first.
 *
 * <pre>
 * 1. Qd1-e2   Ra8-a7
 * 2. Nb1-c3*  Ra7-a2
 * </pre>
 *
 * A turn without a mark is one whose outcome must not depend on the order of registration.
 */
public final class GameNotation {

    private static final Pattern TURN = Pattern.compile("^\\s*(\\d+)\\.\\s+(\\S+?)(\\*?)\\s+(\\S+?)(\\*?)\\s*$");

    /**
     * One turn of a game.
     *
     * @param number the turn number
     * @param white  White's move as written, without the mark
     * @param black  Black's move as written, without the mark
     * @param first  who registered first, or null when the order must not matter
     * @param line   the line of the text it was read from, counted from 1
     */
    public record Turn(int number, String white, String black, Color first, int line) {

        /** The move of one side. */
        public String moveOf(Color side) {
            return side == Color.WHITE ? white : black;
        }
    }

    private GameNotation() {
    }

    /** Reads a game; turns must be numbered 1, 2, 3 ... without gaps (or from any start, consecutively). */
    public static List<Turn> parse(String text) {
        List<Turn> turns = new ArrayList<>();
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            Matcher m = TURN.matcher(line);
            if (!m.matches()) {
                throw new NotationException("game line " + (i + 1) + " " + Quoted.of(line.trim()) + " is not a turn: write"
                        + " the turn number with a dot, White's move, Black's move (\"3. Nc3-d5 Ra2-b2\"), and a * after"
                        + " the move registered first when the order matters", i + 1);
            }
            if (m.group(1).length() > 5) {
                throw new NotationException("game line " + (i + 1) + ": turn number " + Quoted.of(m.group(1))
                        + " is too large; turns are numbered up to 99999", i + 1);
            }
            int number = Integer.parseInt(m.group(1));
            if (!turns.isEmpty() && number != turns.get(turns.size() - 1).number() + 1) {
                throw new NotationException("game line " + (i + 1) + ": turn " + number + " follows turn "
                        + turns.get(turns.size() - 1).number(), i + 1);
            }
            boolean whiteFirst = !m.group(3).isEmpty();
            boolean blackFirst = !m.group(5).isEmpty();
            if (whiteFirst && blackFirst) {
                throw new NotationException("game line " + (i + 1) + ": only one move of a turn can be registered first", i + 1);
            }
            Color first = whiteFirst ? Color.WHITE : blackFirst ? Color.BLACK : null;
            turns.add(new Turn(number, m.group(2), m.group(4), first, i + 1));
        }
        if (turns.isEmpty()) {
            throw new NotationException("the game has no turns", 1);
        }
        return turns;
    }

    /** Writes turns in the form {@link #parse} reads, moves aligned. */
    public static String format(List<Turn> turns) {
        StringBuilder s = new StringBuilder();
        for (Turn t : turns) {
            String white = t.white() + (t.first() == Color.WHITE ? "*" : "");
            String black = t.black() + (t.first() == Color.BLACK ? "*" : "");
            s.append(String.format("%d. %-10s %s%n", t.number(), white, black));
        }
        return s.toString();
    }
}
