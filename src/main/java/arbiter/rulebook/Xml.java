package arbiter.rulebook;

/**
 * Escaping for the XHTML book: every text from the feature files goes through {@link #text}, for
 * element content and quoted attribute values alike, so the book stays well-formed XML whatever
 * a title or description holds.
 */
final class Xml {

    private Xml() {
    }

    /** Escapes {@code & < > " '}; drops characters XML 1.0 forbids; null becomes "". */
    static String text(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length() + 16);
        s.codePoints().forEach(c -> {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    boolean allowed = c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
                            || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
                    if (allowed) {
                        b.appendCodePoint(c);
                    }
                }
            }
        });
        return b.toString();
    }
}
