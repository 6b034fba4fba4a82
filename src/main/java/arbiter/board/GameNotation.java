package arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A whole game, one numbered line per turn, in one of two forms.
 *
 * <p>Simultaneous games: the turn number with a dot, White's move, Black's move; a {@code *} right
 * after a move marks the move registered first, and {@code --} stands for a player who does not
 * move. A turn without a mark is one whose outcome must not depend on the order of registration;
 * a turn where only one player moves has no order.
 *
 * <pre>
 * 1. Qd1-e2   Ra8-a7
 * 2. Nb1-c3*  Ra7-a2
 * 3. --       Ra2-a1
 * </pre>
 *
 * <p>Games of two moves a turn (RevoChess's own notation): the number with a dot, White's two
 * moves, then a dot and Black's two moves. Each line is two turns, White's then Black's; the last
 * line may stop after White's, ending with the dot ({@code 3. 0-h1 d5 .}).
 *
 * <pre>
 * 1. e4 Nf3 .e6 Nc6
 * 2. 0-h1 d5 .Bxc1 0-c6
 * </pre>
 */
public final class GameNotation {

    /** The mark of a player who does not move in a simultaneous turn. */
    public static final String NO_MOVE = "--";

    private static final Pattern TURN = Pattern.compile("^\\s*(\\d+)\\.\\s+(\\S+?)(\\*?)\\s+(\\S+?)(\\*?)\\s*$");
    private static final Pattern DOUBLE = Pattern.compile("^\\s*(\\d+)\\.\\s*(\\S+)\\s+(\\S+)\\s+\\.(?:(\\S+)\\s+(\\S+))?\\s*$");

    /**
     * One turn of a game.
     *
     * @param number the turn number (both halves of a two-move line share it)
     * @param plan   the moves as written, and the registration order
     * @param line   the line of the text it was read from, counted from 1
     */
    public record Turn(int number, TurnPlan plan, int line) {
    }

    private GameNotation() {
    }

    /** Reads a game; turns must be numbered 1, 2, 3 ... without gaps (or from any start, consecutively). */
    public static List<Turn> parse(String text) {
        List<Turn> turns = new ArrayList<>();
        String[] lines = text.split(Diagram.LINE_BREAK, -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isBlank()) {
                continue;
            }
            Matcher m = TURN.matcher(line);
            Matcher d = DOUBLE.matcher(line);
            boolean twoMoves = line.contains(" .");
            if (!twoMoves && !m.matches() || twoMoves && !d.matches()) {
                throw new NotationException("game line " + (i + 1) + " " + Quoted.of(line.trim()) + " is not a turn: write"
                        + " the turn number with a dot, White's move, Black's move (\"3. Nc3-d5 Ra2-b2\"), a * after"
                        + " the move registered first when the order matters and -- for a player who does not move; or,"
                        + " for two moves a turn, the number, White's two moves, a dot and Black's two (\"1. e4 Nf3 .e6 Nc6\")", i + 1);
            }
            Matcher found = twoMoves ? d : m;
            int number = number(found.group(1), turns, i + 1);
            if (twoMoves) {
                turns.add(new Turn(number, new TurnPlan(List.of(d.group(2), d.group(3)), List.of(), TurnPlan.Order.NONE), i + 1));
                if (d.group(4) != null) {
                    turns.add(new Turn(number, new TurnPlan(List.of(), List.of(d.group(4), d.group(5)), TurnPlan.Order.NONE), i + 1));
                }
            } else {
                turns.add(new Turn(number, simultaneous(m, i + 1), i + 1));
            }
        }
        if (turns.isEmpty()) {
            throw new NotationException("the game has no turns", 1);
        }
        return turns;
    }

    private static int number(String digits, List<Turn> turns, int line) {
        if (digits.length() > 5) {
            throw new NotationException("game line " + line + ": turn number " + Quoted.of(digits)
                    + " is too large; turns are numbered up to 99999", line);
        }
        int number = Integer.parseInt(digits);
        if (!turns.isEmpty() && number != turns.get(turns.size() - 1).number() + 1) {
            throw new NotationException("game line " + line + ": turn " + number + " follows turn "
                    + turns.get(turns.size() - 1).number(), line);
        }
        return number;
    }

    private static TurnPlan simultaneous(Matcher m, int line) {
        boolean whiteFirst = !m.group(3).isEmpty();
        boolean blackFirst = !m.group(5).isEmpty();
        if (whiteFirst && blackFirst) {
            throw new NotationException("game line " + line + ": only one move of a turn can be registered first", line);
        }
        List<String> white = m.group(2).equals(NO_MOVE) ? List.of() : List.of(m.group(2));
        List<String> black = m.group(4).equals(NO_MOVE) ? List.of() : List.of(m.group(4));
        if ((white.isEmpty() || black.isEmpty()) && (whiteFirst || blackFirst)) {
            throw new NotationException("game line " + line + ": only one player moves, so neither registered first", line);
        }
        TurnPlan.Order order = whiteFirst ? TurnPlan.Order.WHITE_FIRST : blackFirst ? TurnPlan.Order.BLACK_FIRST
                : white.isEmpty() || black.isEmpty() ? TurnPlan.Order.NONE : TurnPlan.Order.EITHER;
        return new TurnPlan(white, black, order);
    }

    /** Writes turns in the form {@link #parse} reads, moves aligned. */
    public static String format(List<Turn> turns) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < turns.size(); i++) {
            Turn t = turns.get(i);
            TurnPlan p = t.plan();
            if (p.white().size() > 1 || p.black().size() > 1) {
                s.append(t.number()).append(". ").append(String.join(" ", p.white()));
                if (i + 1 < turns.size() && turns.get(i + 1).number() == t.number()) {
                    s.append(" .").append(String.join(" ", turns.get(++i).plan().black()));
                } else {
                    s.append(" .");
                }
                s.append(System.lineSeparator());
                continue;
            }
            String white = (p.white().isEmpty() ? NO_MOVE : p.white().get(0)) + (p.first() == Color.WHITE ? "*" : "");
            String black = (p.black().isEmpty() ? NO_MOVE : p.black().get(0)) + (p.first() == Color.BLACK ? "*" : "");
            s.append(String.format("%d. %-10s %s%n", t.number(), white, black));
        }
        return s.toString();
    }
}
