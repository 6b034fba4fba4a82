package arbiter.board;

/**
 * Text from the input, quoted in a message: cut at about {@value #SHOWN} characters (saying how long
 * it was), control characters and line breaks shown as a backslash, u and four hex digits, so that
 * a message stays one short line whatever it quotes.
 */
public final class Quoted {

    static final int SHOWN = 80;

    private Quoted() {
    }

    public static String of(String text) {
        StringBuilder s = new StringBuilder("\"");
        int i = 0;
        for (; i < text.length() && s.length() <= SHOWN; i++) {
            char c = text.charAt(i);
            if (c < ' ' || c == 0x7f || c == 0x85 || c == 0x2028 || c == 0x2029) {
                s.append(String.format("\\u%04x", (int) c));
            } else {
                s.append(c);
            }
        }
        return i == text.length() ? s.append('"').toString() : s.append("...\" (").append(text.length()).append(" characters)").toString();
    }
}
