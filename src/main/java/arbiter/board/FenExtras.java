package arbiter.board;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The fields a FEN may carry after its six standard ones: the state a ruleset keeps beyond the
 * board, each written {@code name=value}, each at most once, in any order, and left out when it
 * holds nothing. They are written back in the order of {@link #NAMES}.
 *
 * <ul>
 * <li>{@code frozen=d1,h8}: the squares of the pieces that may not move this turn (XYMYX Rule 4);
 * <li>{@code checks=w1,b2}: how many turns in a row each King has ended in check (Zeitgeist); a side
 *     left out has 0;
 * <li>{@code castled=wb}: the players who have used their one castling of the game (RevoChess).
 * </ul>
 */
public final class FenExtras {

    /** The field names, in the order they are written. */
    public static final List<String> NAMES = List.of("frozen", "checks", "castled");

    private static final int MAX_CHECKS = 99;

    private FenExtras() {
    }

    /** Whether a FEN field is an extra field rather than a clock. */
    static boolean isExtra(String field) {
        return field.indexOf('=') >= 0;
    }

    /** Reads the extra fields into a builder; a field unknown, repeated, empty or malformed is refused by name. */
    static void parse(List<String> fields, Position.Builder b) {
        int seen = 0;
        for (String field : fields) {
            int eq = field.indexOf('=');
            String name = eq < 0 ? field : field.substring(0, eq);
            String value = eq < 0 ? "" : field.substring(eq + 1);
            if (eq < 0 || !NAMES.contains(name)) {
                throw new NotationException("FEN field " + Quoted.of(field) + " is not one of the extra fields "
                        + String.join("=, ", NAMES) + "= (written name=value, after the six standard fields)");
            }
            int bit = 1 << NAMES.indexOf(name);
            if ((seen & bit) != 0) {
                throw new NotationException("FEN names the field " + name + "= twice");
            }
            seen |= bit;
            if (value.isEmpty() || value.equals("-")) {
                throw new NotationException("FEN field " + Quoted.of(field) + " is empty; leave the field out when it holds nothing");
            }
            switch (name) {
                case "frozen" -> frozen(value, b);
                case "checks" -> checks(field, value, b);
                default -> castled(field, value, b);
            }
        }
    }

    /** Frozen squares named a1 to h8, each once, comma-separated; anything else read by the list reader, which words the error. */
    private static void frozen(String value, Position.Builder b) {
        long squares = 0;
        boolean plain = value.length() % 3 == 2;
        for (int i = 0; plain && i < value.length(); i += 3) {
            char file = value.charAt(i);
            char rank = value.charAt(i + 1);
            long bit = file >= 'a' && file <= 'h' && rank >= '1' && rank <= '8' ? 1L << (file - 'a' + 8 * (rank - '1')) : 0;
            plain = bit != 0 && (squares & bit) == 0 && (i + 2 == value.length() || value.charAt(i + 2) == ',');
            squares |= bit;
        }
        if (plain) {
            b.frozenBits(squares);
        } else {
            b.frozen(Squares.parseList(value, ",", "FEN frozen field"));
        }
    }

    private static void checks(String field, String value, Position.Builder b) {
        Set<Color> seen = new HashSet<>();
        for (String part : value.split(",", -1)) {
            Color color = part.startsWith("w") ? Color.WHITE : part.startsWith("b") ? Color.BLACK : null;
            String count = part.isEmpty() ? "" : part.substring(1);
            boolean digits = !count.isEmpty() && count.length() <= 2 && count.chars().allMatch(Character::isDigit)
                    && count.charAt(0) != '0';
            if (color == null || !digits || !seen.add(color)) {
                throw new NotationException("FEN field " + Quoted.of(field) + ": write w or b then a count from 1 to "
                        + MAX_CHECKS + ", each side at most once, separated by a comma (checks=w1,b2)");
            }
            b.checks(color, Integer.parseInt(count));
        }
    }

    private static void castled(String field, String value, Position.Builder b) {
        if (!value.equals("w") && !value.equals("b") && !value.equals("wb")) {
            throw new NotationException("FEN field " + Quoted.of(field) + ": write w, b or wb (the players who have castled)");
        }
        for (char c : value.toCharArray()) {
            b.castled(c == 'w' ? Color.WHITE : Color.BLACK, true);
        }
    }

    /** The extra fields of a position, each with a leading space; empty when none holds anything. */
    static String format(Position p) {
        if (p.frozenBits() == 0 && p.checks(Color.WHITE) == 0 && p.checks(Color.BLACK) == 0
                && !p.hasCastled(Color.WHITE) && !p.hasCastled(Color.BLACK)) {
            return "";
        }
        List<String> fields = new ArrayList<>(3);
        if (!p.frozen().isEmpty()) {
            fields.add("frozen=" + Squares.join(p.frozen(), ","));
        }
        List<String> checks = new ArrayList<>(2);
        for (Color color : Color.values()) {
            if (p.checks(color) > 0) {
                checks.add((color == Color.WHITE ? "w" : "b") + p.checks(color));
            }
        }
        if (!checks.isEmpty()) {
            fields.add("checks=" + String.join(",", checks));
        }
        if (p.hasCastled(Color.WHITE) || p.hasCastled(Color.BLACK)) {
            fields.add("castled=" + (p.hasCastled(Color.WHITE) ? "w" : "") + (p.hasCastled(Color.BLACK) ? "b" : ""));
        }
        return fields.isEmpty() ? "" : " " + String.join(" ", fields);
    }
}
