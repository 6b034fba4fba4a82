package arbiter.report;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Words quoted for a POSIX shell, so a command copied from a report runs as written whatever the
 * words hold: a plain word as it is, any other in single quotes ({@code '} written {@code '\''}),
 * and one with control characters (a newline, an escape) in bash's {@code $'...'} with every such
 * character as {@code \xHH}, so the command stays on one line and nothing reaches the terminal raw.
 */
public final class ShellWords {

    private ShellWords() {
    }

    /** The words quoted and joined with spaces. */
    public static String join(List<String> words) {
        return words.stream().map(ShellWords::quote).collect(Collectors.joining(" "));
    }

    /** One word, quoted when it needs to be. */
    public static String quote(String word) {
        if (!word.isEmpty() && word.matches("[A-Za-z0-9_@%+=:,./-]+")) {
            return word;
        }
        if (word.codePoints().noneMatch(ShellWords::control)) {
            return "'" + word.replace("'", "'\\''") + "'";
        }
        StringBuilder s = new StringBuilder("$'");
        word.codePoints().forEach(c -> {
            if (c == '\\' || c == '\'') {
                s.append('\\').appendCodePoint(c);
            } else if (control(c)) {
                s.append(c > 0xff ? String.format("\\u%04x", c) : String.format("\\x%02x", c));
            } else {
                s.appendCodePoint(c);
            }
        });
        return s.append('\'').toString();
    }

    private static boolean control(int c) {
        return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) || c == 0x2028 || c == 0x2029;
    }
}
