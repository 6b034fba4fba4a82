package arbiter.board;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The state lines under a diagram, each {@code name: value}, read into a position and written
 * back: {@code castling: KQkq}, {@code frozen: d1 h8} (XYMYX), {@code to move: Black} (RevoChess;
 * White when absent), {@code in check: White 1, Black 2} (Zeitgeist: turns in a row each King
 * ended in check) and {@code castled: White, Black} (RevoChess: who used the one castling). Each
 * is written only where it holds something other than its default.
 */
final class DiagramState {

    /** The names of the state lines, in the order they are written. */
    static final List<String> NAMES = List.of("castling", "frozen", "to move", "in check", "castled");

    private static final int MAX_CHECKS = 99;

    private DiagramState() {
    }

    /** Reads one state line's value into {@code b}; a malformed value is refused with what to write. */
    static void read(String name, String value, Position.Builder b) {
        if (value.isEmpty()) {
            throw new NotationException(name + ": is empty; write " + switch (name) {
                case "castling" -> "- for no rights";
                case "frozen" -> "- for no frozen pieces";
                case "to move" -> "White or Black";
                case "in check" -> "- for no King in check";
                default -> "- for nobody";
            });
        }
        switch (name) {
            case "castling" -> b.castling(Fen.parseCastling(value));
            case "frozen" -> b.frozen(Squares.parseList(value, "[\\s,]+", "frozen"));
            case "to move" -> b.sideToMove(side(value, "to move: " + Quoted.of(value) + " is not a side; write White or Black"));
            case "in check" -> checks(value, b);
            default -> castled(value, b);
        }
    }

    private static void checks(String value, Position.Builder b) {
        Set<Color> seen = new HashSet<>();
        for (String entry : entries(value)) {
            String[] parts = entry.split("\\s+");
            String problem = "in check: " + Quoted.of(entry) + " is not a side and a count; write White 1, Black 2"
                    + " (the turns in a row each King ended in check, 1 to " + MAX_CHECKS + ")";
            Color color = side(parts[0], problem);
            if (parts.length != 2 || !parts[1].matches("[1-9][0-9]?")) {
                throw new NotationException(problem);
            }
            once(color, seen, "in check");
            b.checks(color, Integer.parseInt(parts[1]));
        }
    }

    private static void castled(String value, Position.Builder b) {
        Set<Color> seen = new HashSet<>();
        for (String entry : entries(value)) {
            Color color = side(entry, "castled: " + Quoted.of(entry) + " is not a side; write White, Black or both (White, Black)");
            once(color, seen, "castled");
            b.castled(color, true);
        }
    }

    private static List<String> entries(String value) {
        return value.equals("-") ? List.of() : List.of(value.split("\\s*,\\s*", -1));
    }

    private static Color side(String text, String problem) {
        return switch (text) {
            case "White" -> Color.WHITE;
            case "Black" -> Color.BLACK;
            default -> throw new NotationException(problem);
        };
    }

    private static void once(Color color, Set<Color> seen, String name) {
        if (!seen.add(color)) {
            throw new NotationException(name + ": " + color.title() + " is named twice");
        }
    }

    /** The state lines of a position, each with its line end; none for a position without state. */
    static String print(Position p) {
        StringBuilder s = new StringBuilder();
        if (!p.castlingRooks().isEmpty()) {
            s.append("castling: ").append(Fen.castlingText(p.castlingRooks())).append('\n');
        }
        if (!p.frozen().isEmpty()) {
            s.append("frozen: ").append(Squares.join(p.frozen(), " ")).append('\n');
        }
        if (p.sideToMove() == Color.BLACK) {
            s.append("to move: Black\n");
        }
        List<String> checks = new ArrayList<>(2);
        List<String> castled = new ArrayList<>(2);
        for (Color color : Color.values()) {
            if (p.checks(color) > 0) {
                checks.add(color.title() + " " + p.checks(color));
            }
            if (p.hasCastled(color)) {
                castled.add(color.title());
            }
        }
        if (!checks.isEmpty()) {
            s.append("in check: ").append(String.join(", ", checks)).append('\n');
        }
        if (!castled.isEmpty()) {
            s.append("castled: ").append(String.join(", ", castled)).append('\n');
        }
        return s.toString();
    }
}
