package arbiter.report;

/**
 * The one sanitiser of text that comes from outside (an adapter's name, messages and standard error)
 * on its way into any output of a run: the terminal, {@code summary.txt}, {@code results.jsonl},
 * {@code report.json}, {@code junit.xml}, Allure results and badges. Control characters become
 * visible and harmless ({@code ESC [2J} is printed as the text {@code \e[2J}, so it cannot clear a
 * screen or retitle a window, and {@code junit.xml} stays XML), and what is not a character at all
 * (a lone surrogate, U+FFFE, U+FFFF) becomes U+FFFD. Line feeds and tabs are kept; a carriage return
 * before a line feed is dropped. Text that needs nothing is returned as it is, and cleaning twice
 * changes nothing more.
 */
public final class SafeText {

    private SafeText() {
    }

    /** The text made safe; null stays null. */
    public static String of(String text) {
        if (text == null || clean(text)) {
            return text;
        }
        StringBuilder s = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (c == '\r' && i < text.length() && text.charAt(i) == '\n') {
                continue;
            }
            if (unsafe(c)) {
                s.append(replacement(c));
            } else {
                s.appendCodePoint(c);
            }
        }
        return s.toString();
    }

    /** Whether the text holds nothing {@link #unsafe}: one look at each char, a surrogate only when unpaired. */
    private static boolean clean(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7f) {
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (unsafe(c)) {
                return false;
            }
        }
        return true;
    }

    /** A control character but line feed and tab, a bidirectional override, or not a character (a lone surrogate's code unit). */
    private static boolean unsafe(int c) {
        return (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f) || (c >= 0x202a && c <= 0x202e)
                || (c >= 0x2066 && c <= 0x2069) || (c >= 0xd800 && c <= 0xdfff) || c == 0xfffe || c == 0xffff;
    }

    private static String replacement(int c) {
        return switch (c) {
            case 0x1b -> "\\e";
            case 0x07 -> "\\a";
            case 0x00 -> "\\0";
            case 0x08 -> "\\b";
            case 0x0b -> "\\v";
            case 0x0c -> "\\f";
            case '\r' -> "\\r";
            default -> c <= 0x9f ? "\\x" + hex(c, 2) : c <= 0x2069 ? "\\u" + hex(c, 4) : "\ufffd";
        };
    }

    /** {@code c} in lower-case hexadecimal, {@code digits} wide. */
    private static String hex(int c, int digits) {
        String h = Integer.toHexString(c);
        return "0".repeat(Math.max(0, digits - h.length())) + h;
    }
}
