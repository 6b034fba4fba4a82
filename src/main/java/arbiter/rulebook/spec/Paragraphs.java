package arbiter.rulebook.spec;

import java.util.ArrayList;
import java.util.List;

/**
 * A Gherkin description as paragraphs (blank lines part them, line breaks within one are spaces),
 * and a ruling's {@code Text:}, {@code Ruling:} and {@code Alternative:} paragraphs.
 */
public final class Paragraphs {

    public static final String TEXT = "Text:";
    public static final String RULING = "Ruling:";
    public static final String ALTERNATIVE = "Alternative:";

    private Paragraphs() {
    }

    public static List<String> of(String description) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : (description == null ? "" : description).split(arbiter.board.Diagram.LINE_BREAK, -1)) {
            String t = line.strip();
            if (t.isEmpty()) {
                flush(out, current);
            } else {
                current.append(current.length() == 0 ? "" : " ").append(t);
            }
        }
        flush(out, current);
        return out;
    }

    private static void flush(List<String> out, StringBuilder current) {
        if (current.length() > 0) {
            out.add(current.toString());
            current.setLength(0);
        }
    }

    /** The paragraphs that are not a ruling's three. */
    public static List<String> withoutRuling(List<String> paragraphs) {
        return paragraphs.stream().filter(p -> labelled(p) == null).toList();
    }

    /** The text of the paragraph labelled {@code label}, without the label; "" when there is none. */
    public static String labelledText(List<String> paragraphs, String label) {
        return paragraphs.stream().filter(p -> label.equals(labelled(p))).map(p -> p.substring(label.length()).strip())
                .map(t -> t.isEmpty() ? t : Character.toUpperCase(t.charAt(0)) + t.substring(1)).findFirst().orElse("");
    }

    private static String labelled(String paragraph) {
        for (String label : List.of(TEXT, RULING, ALTERNATIVE)) {
            if (paragraph.startsWith(label)) {
                return label;
            }
        }
        return null;
    }
}
