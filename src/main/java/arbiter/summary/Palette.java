package arbiter.summary;

import arbiter.suite.Verdict;
import java.util.Locale;
import java.util.Map;

/**
 * How a count or a verdict word looks on the terminal: plain, or in colour (passed green, failed and
 * errored red, skipped yellow). Colour only goes to a terminal, never into {@code summary.txt} or a
 * report, and never when {@code NO_COLOR} is set (https://no-color.org). Only text already made safe
 * is painted, so the escape sequences are Arbiter's own.
 */
public enum Palette {
    PLAIN, ANSI;

    private static final Map<Verdict, String> CODES = Map.of(Verdict.PASSED, "32", Verdict.FAILED, "31", Verdict.ERRORED, "31",
            Verdict.SKIPPED, "33");

    /** {@code text} in the colour of {@code verdict} (not applicable, or null, has none). */
    String paint(Verdict verdict, String text) {
        String code = verdict == null ? null : CODES.get(verdict);
        return this == PLAIN || code == null || text.isEmpty() ? text : "\u001b[" + code + "m" + text + "\u001b[0m";
    }

    /** A count, coloured when it is not zero, right-aligned in {@code width} columns whatever the colour. */
    String count(Verdict verdict, int n, int width) {
        String digits = Integer.toString(n);
        return " ".repeat(Math.max(0, width - digits.length())) + (n == 0 ? digits : paint(verdict, digits));
    }

    /**
     * The palette for {@code --color}: {@code always}, {@code never}, or {@code auto} (colour on a
     * terminal when {@code NO_COLOR} is unset or empty).
     */
    static Palette choose(String when, boolean terminal, String noColor) {
        return switch (when.toLowerCase(Locale.ROOT)) {
            case "always" -> ANSI;
            case "never" -> PLAIN;
            case "auto" -> terminal && (noColor == null || noColor.isEmpty()) ? ANSI : PLAIN;
            default -> throw new IllegalArgumentException("--color " + when + ": say auto, always or never");
        };
    }

    /** The palette for this process's standard output. */
    public static Palette forStandardOutput(String when) {
        return choose(when, System.console() != null, System.getenv("NO_COLOR"));
    }
}
