package arbiter.rulebook;

/**
 * Escaping for the Markdown book: text from the feature files gets a backslash before every
 * character Markdown (CommonMark, GitHub) could read as markup, so it prints as written.
 */
final class Md {

    private static final String SPECIAL = "\\`*_[]<>&|~#!{}";

    private Md() {
    }

    static String text(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 8);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (SPECIAL.indexOf(c) >= 0) {
                b.append('\\');
            }
            b.append(c == '\n' || c == '\r' ? ' ' : c);
        }
        return b.toString();
    }
}
