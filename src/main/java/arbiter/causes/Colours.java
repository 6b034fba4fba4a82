package arbiter.causes;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** White and Black in words: swapped, or left out, to see whether two answers differ only by colour. */
final class Colours {

    private static final Pattern SIDE = Pattern.compile("\\b(White|Black|white|black)\\b");

    private Colours() {
    }

    /** The text with White and Black (and white and black) exchanged. */
    static String swap(String text) {
        Matcher m = SIDE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String other = switch (m.group()) {
                case "White" -> "Black";
                case "Black" -> "White";
                case "white" -> "black";
                default -> "white";
            };
            m.appendReplacement(out, other);
        }
        return m.appendTail(out).toString();
    }

    /** The text with White and Black made {@code <side>}. */
    static String sideless(String text) {
        return SIDE.matcher(text).replaceAll("<side>");
    }
}
