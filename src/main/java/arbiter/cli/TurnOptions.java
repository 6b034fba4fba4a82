package arbiter.cli;

import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.MoveNotation;
import arbiter.board.Position;
import arbiter.suite.UserFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The options of {@code arbiter resolve} that say a turn, read into what the adapter interface
 * takes: a player's moves ({@code e2-e4,e4-e5}; {@code none}), the history (positions as FEN, from
 * the command line or a file). A mistake is an {@link IllegalArgumentException} naming the option.
 */
final class TurnOptions {

    /** The most a history file may hold: a long game's positions are well under a megabyte. */
    static final long HISTORY_LIMIT = 8 * UserFile.MIB;

    private TurnOptions() {
    }

    /**
     * A player's moves in coordinate form, each read in the position the ones before it leave.
     *
     * @param value the option's value: moves separated by commas, {@code none}, or null when the option is not given
     */
    static List<String> moves(String value, Position before, Color side) {
        String option = "--" + side.title().toLowerCase(Locale.ROOT);
        if (value == null || value.strip().equalsIgnoreCase("none")) {
            return List.of();
        }
        List<String> written = typed(value);
        if (written.contains("")) {
            throw new IllegalArgumentException(option + " \"" + value + "\" has an empty move: separate moves with one comma"
                    + " (e2-e4,e4-e5), or write none for a player who does not move");
        }
        try {
            return MoveNotation.coordinates(written, before, side);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    /** A player's moves as typed, each stripped, in order; empty for {@code none} or a missing option (read with {@link #moves} first). */
    static List<String> typed(String value) {
        if (value == null || value.strip().equalsIgnoreCase("none")) {
            return List.of();
        }
        return Arrays.stream(value.split(",", -1)).map(String::strip).toList();
    }

    /**
     * The orders to settle the turn in, from {@code --first} (null when not given): the one given,
     * both when both players move and none is given, else none at all (null); a turn in which
     * neither player moves has no order either, and nor has a turn of a ruleset that keeps none.
     *
     * @param orderless the ruleset when it keeps no registration order, else null
     */
    static List<Side> orders(String first, List<String> whiteMoves, List<String> blackMoves, String orderless) {
        boolean both = !whiteMoves.isEmpty() && !blackMoves.isEmpty();
        if (orderless != null && first != null && !first.equalsIgnoreCase("none")) {
            throw new IllegalArgumentException("--first " + first + ": " + orderless + " keeps no registration order, so nobody"
                    + " registers first; leave --first out");
        }
        if (first == null) {
            return both && orderless == null ? List.of(Side.WHITE, Side.BLACK) : Collections.singletonList(null);
        }
        Side side = switch (first.toLowerCase(Locale.ROOT)) {
            case "white" -> Side.WHITE;
            case "black" -> Side.BLACK;
            case "none" -> null;
            default -> throw new IllegalArgumentException("--first must be white, black or none, not \"" + first + "\"");
        };
        if (side != null && !both) {
            throw new IllegalArgumentException("--first " + first + ": only " + (whiteMoves.isEmpty() ? "Black" : "White")
                    + " moves, so nobody registers first; leave --first out");
        }
        return Collections.singletonList(side);
    }

    /** The history from {@code --history} values or a {@code --history-file}, each position checked and written as FEN. */
    static List<String> history(List<String> given, Path file) {
        if (file != null && !given.isEmpty()) {
            throw new IllegalArgumentException("give the history with --history or with --history-file, not both");
        }
        List<String> out = new ArrayList<>();
        if (file == null) {
            for (int i = 0; i < given.size(); i++) {
                out.add(fen(given.get(i), "--history " + (i + 1) + " of " + given.size()));
            }
            return out;
        }
        List<String> lines = UserFile.read(file, "history file", HISTORY_LIMIT).lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                out.add(fen(line, file + ":" + (i + 1)));
            }
        }
        return out;
    }

    private static String fen(String text, String where) {
        try {
            return Fen.format(Fen.parse(text));
        } catch (NotationException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage());
        }
    }
}
