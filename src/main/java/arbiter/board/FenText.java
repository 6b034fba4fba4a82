package arbiter.board;

/**
 * The text-level rules of a FEN, before any field is read: printable ASCII, fields separated by
 * single spaces with nothing around them, a bounded length, and clocks written as plain numbers.
 */
final class FenText {

    /** Longer than any FEN can be: a full placement, every right, both clocks and 64 frozen squares. */
    static final int MAX_LENGTH = 400;

    /** The largest clock accepted: far above any game, and far from overflowing as turns add to it. */
    static final int MAX_CLOCK = 99_999;

    private FenText() {
    }

    /** The fields of a FEN, or a message saying which character breaks the rules. */
    static String[] fields(String fen) {
        if (fen == null || fen.isEmpty()) {
            throw new NotationException("FEN is empty");
        }
        if (fen.length() > MAX_LENGTH) {
            throw new NotationException("FEN is " + fen.length() + " characters long; a FEN has at most " + MAX_LENGTH);
        }
        int spaces = 0;
        for (int i = 0; i < fen.length(); i++) {
            char c = fen.charAt(i);
            if (c < ' ' || c > '~') {
                throw new NotationException("FEN character " + (i + 1) + " is " + describe(fen.codePointAt(i))
                        + "; a FEN is printable ASCII, its fields separated by single spaces");
            }
            spaces += c == ' ' ? 1 : 0;
        }
        if (fen.startsWith(" ") || fen.endsWith(" ")) {
            throw new NotationException("FEN " + (fen.startsWith(" ") ? "begins" : "ends")
                    + " with a space; a FEN has nothing before its first field or after its last");
        }
        int twoSpaces = fen.indexOf("  ");
        if (twoSpaces >= 0) {
            throw new NotationException("FEN has two spaces in a row at character " + (twoSpaces + 1)
                    + "; its fields are separated by single spaces");
        }
        String[] fields = new String[spaces + 1];
        int start = 0;
        for (int f = 0; f < spaces; f++) {
            int end = fen.indexOf(' ', start);
            fields[f] = fen.substring(start, end);
            start = end + 1;
        }
        fields[spaces] = fen.substring(start);
        return fields;
    }

    /** A clock field: ASCII digits without sign or leading zeros, from {@code min} to {@link #MAX_CLOCK}. */
    static int clock(String text, String what, int min) {
        boolean digits = !text.isEmpty() && text.length() <= 5 && (text.length() == 1 || text.charAt(0) != '0');
        int value = 0;
        for (int i = 0; digits && i < text.length(); i++) {
            char c = text.charAt(i);
            digits = c >= '0' && c <= '9';
            value = value * 10 + c - '0';
        }
        value = digits ? value : -1;
        if (value < min) {
            throw new NotationException("FEN " + what + " " + Quoted.of(text) + " must be a whole number from " + min + " to "
                    + MAX_CLOCK + ", in digits without sign or leading zeros");
        }
        return value;
    }

    /** A character named so that a message shows it even when it is invisible: "a tab (U+0009)". */
    static String describe(int codePoint) {
        String code = String.format("U+%04X", codePoint);
        return switch (codePoint) {
            case '\t' -> "a tab (" + code + ")";
            case 0 -> "a NUL (" + code + ")";
            case '\n', '\r' -> "a line break (" + code + ")";
            default -> code;
        };
    }
}
