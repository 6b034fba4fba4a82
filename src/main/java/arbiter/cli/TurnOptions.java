package arbiter.cli;

import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.suite.UserFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The history of {@code arbiter resolve} (positions as FEN, from the command line or a file), read
 * into what the adapter interface takes; the moves and the order are read by
 * {@link arbiter.resolve.TurnRequest}. A mistake is an {@link IllegalArgumentException} naming the option.
 */
final class TurnOptions {

    /** The most a history file may hold: a long game's positions are well under a megabyte. */
    static final long HISTORY_LIMIT = 8 * UserFile.MIB;

    private TurnOptions() {
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
