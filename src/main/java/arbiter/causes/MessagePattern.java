package arbiter.causes;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A message with what changes from scenario to scenario taken out: feature places, FEN positions,
 * lists, moves, squares and numbers become {@code <file>:<line>}, {@code <fen>}, {@code […]},
 * {@code <move>}, {@code <square>} and {@code <n>}. Two failures with the same pattern failed the same
 * way in different places: "fixture failed to resolve the turn: IllegalStateException: board array
 * index &lt;n&gt; out of bounds".
 */
final class MessagePattern {

    /** The longest pattern kept; a longer one is cut with an ellipsis. */
    static final int LIMIT = 200;

    private static final List<Rule> RULES = List.of(
            rule("\\S+\\.feature:\\d+", "<file>:<line>"),
            rule("[1-8pnbrqkPNBRQKxX]+(/[1-8pnbrqkPNBRQKxX]+){7}( [wb]( [KQkqA-Ha-h]+| -)?( [a-h][1-8]+| -)?( \\d+){0,2}"
                    + "( [a-z]+=\\S+)*)?", "<fen>"),
            rule("\\[[^\\]\\n]*\\]", "[…]"),
            rule("\\b(O-O-O|O-O|[KQRBN]?[a-h][1-8][-x:][a-h][1-8](=?[QRBNqrbn])?|[a-h][1-8][a-h][1-8][qrbn]?)(?![\\w-])", "<move>"),
            rule("\\b[a-h][1-8]\\b", "<square>"),
            rule("\\b\\d{1,3}(,\\d{3})+\\b|\\b\\d+(\\.\\d+)?\\b", "<n>"));

    private MessagePattern() {
    }

    private record Rule(Pattern pattern, String replacement) {
    }

    private static Rule rule(String regex, String replacement) {
        return new Rule(Pattern.compile(regex), Matcher.quoteReplacement(replacement));
    }

    /** The pattern of a message's first line; "" for null or blank. */
    static String of(String message) {
        if (message == null || message.isBlank()) {
            return "";
        }
        String line = message.strip().lines().findFirst().orElse("");
        for (Rule r : RULES) {
            line = r.pattern().matcher(line).replaceAll(r.replacement());
        }
        return cut(line);
    }

    /** The text cut to {@value #LIMIT} characters, ending in an ellipsis when cut. */
    static String cut(String text) {
        return text.length() <= LIMIT ? text : text.substring(0, LIMIT - 1) + "…";
    }

    /** The first {@code n} items joined with {@code separator}, then "and N more" for the rest. */
    static String some(List<String> items, int n, String separator) {
        String shown = String.join(separator, items.subList(0, Math.min(n, items.size())));
        return items.size() <= n ? shown : shown + separator + "and " + (items.size() - n) + " more";
    }
}
