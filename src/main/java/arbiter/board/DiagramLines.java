package arbiter.board;

/**
 * Recognises the lines of a diagram by hand rather than by a regular expression with nested
 * optional blanks, which took minutes to refuse a line of a few thousand spaces.
 */
final class DiagramLines {

    private DiagramLines() {
    }

    /**
     * A rank line: its number 1-8, then an optional {@code |}, the squares, an optional {@code |}
     * and the number again; null when the line does not start with a rank number.
     *
     * @return the number, the squares, and the number at its end or null
     */
    static String[] rank(String line) {
        String t = trim(line);
        if (t.isEmpty() || t.charAt(0) < '1' || t.charAt(0) > '8') {
            return null;
        }
        String rest = trim(t.substring(1));
        if (rest.startsWith("|")) {
            rest = trim(rest.substring(1));
        }
        String trailing = null;
        if (!rest.isEmpty() && rest.charAt(rest.length() - 1) >= '1' && rest.charAt(rest.length() - 1) <= '8') {
            trailing = rest.substring(rest.length() - 1);
            rest = trim(rest.substring(0, rest.length() - 1));
        }
        if (rest.endsWith("|")) {
            rest = trim(rest.substring(0, rest.length() - 1));
        }
        return new String[] {t.substring(0, 1), rest, trailing};
    }

    /** A state line ({@code castling: ...}, {@code to move: ...}, see {@link DiagramState}) as its name and value, or null. */
    static String[] state(String line) {
        String t = trim(line);
        for (String name : DiagramState.NAMES) {
            if (t.startsWith(name)) {
                String rest = trim(t.substring(name.length()));
                if (rest.startsWith(":")) {
                    return new String[] {name, trim(rest.substring(1))};
                }
            }
        }
        return null;
    }

    /** Without the blanks a diagram allows around its parts: space, tab, form feed, vertical tab. */
    static String trim(String s) {
        int begin = 0;
        int end = s.length();
        while (begin < end && blank(s.charAt(begin))) {
            begin++;
        }
        while (end > begin && blank(s.charAt(end - 1))) {
            end--;
        }
        return s.substring(begin, end);
    }

    private static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\u000b' || c == '\f' || c == '\r' || c == '\n';
    }
}
