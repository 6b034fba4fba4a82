package arbiter.board;

/**
 * The one escaper of every text Arbiter writes into markup (SVG boards, the HTML report, the
 * XHTML rulebook): safe in element content and in quoted attribute values, and always well-formed
 * XML.
 */
public final class XmlText {

    private XmlText() {
    }

    /** Escapes {@code & < > " '}; drops characters XML 1.0 forbids (and lone surrogates); null becomes "". */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder s = new StringBuilder(text.length() + 16);
        text.codePoints().forEach(c -> {
            switch (c) {
                case '<' -> s.append("&lt;");
                case '>' -> s.append("&gt;");
                case '&' -> s.append("&amp;");
                case '"' -> s.append("&quot;");
                case '\'' -> s.append("&#39;");
                default -> {
                    boolean allowed = c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF)
                            || (c >= 0xE000 && c <= 0xFFFD) || (c >= 0x10000 && c <= 0x10FFFF);
                    if (allowed) {
                        s.appendCodePoint(c);
                    }
                }
            }
        });
        return s.toString();
    }
}
