package arbiter.fuzz;

/** A text as a Java string literal's body: printable ASCII kept, everything else escaped, so a report shows every byte. */
public final class Escaped {

    private Escaped() {
    }

    public static String of(String text) {
        StringBuilder s = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> s.append("\\\\");
                case '"' -> s.append("\\\"");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (c >= ' ' && c <= '~') {
                        s.append(c);
                    } else {
                        s.append(String.format("\\u%04x", (int) c));
                    }
                }
            }
        }
        return s.toString();
    }
}
