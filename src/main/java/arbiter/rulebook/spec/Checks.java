package arbiter.rulebook.spec;

import arbiter.rulebook.Phrase;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The statements of an example about legal moves, from its {@code Then} steps: "White may not play
 * Rh1-h5", "White's legal moves are exactly: Ke1-d1, Ke1-f1", "Black has no legal move", and that
 * the position is refused.
 */
public final class Checks {

    public static final Pattern MAY = Pattern.compile("^(White|Black) may play (\\S+)$");
    public static final Pattern MAY_NOT = Pattern.compile("^(White|Black) may not play (\\S+)$");
    public static final Pattern EXACTLY = Pattern.compile("^(White|Black)'s legal moves are (.+)$");
    public static final Pattern COUNT = Pattern.compile("^(White|Black) has (\\d+) legal moves?$");
    public static final Pattern NONE = Pattern.compile("^(White|Black) has no legal move$");
    public static final String REFUSED = "the position is refused";

    private Checks() {
    }

    /**
     * The statement of a legality step, or null when the step is not one.
     *
     * @param step    the step's sentence
     * @param after   a prefix for checks made after a turn ("after the turn, "), or ""
     */
    public static Phrase of(String step, String after) {
        Matcher m;
        String text;
        if ((m = MAY.matcher(step)).matches()) {
            text = m.group(1) + " may play " + m.group(2);
        } else if ((m = MAY_NOT.matcher(step)).matches()) {
            text = m.group(1) + " may not play " + m.group(2);
        } else if ((m = EXACTLY.matcher(step)).matches()) {
            text = m.group(1) + "'s legal moves are exactly: " + String.join(", ", m.group(2).split("\\s*,\\s*"));
        } else if ((m = COUNT.matcher(step)).matches()) {
            text = m.group(1) + " has " + m.group(2) + " legal move" + (m.group(2).equals("1") ? "" : "s");
        } else if ((m = NONE.matcher(step)).matches()) {
            text = m.group(1) + " has no legal move";
        } else if (step.equals(REFUSED)) {
            text = "an implementation must refuse this position: no game of this ruleset can stand in it";
        } else {
            return null;
        }
        return Phrase.of(after + text);
    }

    /** The side and move of a "may play" or "may not play" step, or null. */
    public static String[] mayMove(String step) {
        for (Pattern p : new Pattern[] {MAY, MAY_NOT}) {
            Matcher m = p.matcher(step);
            if (m.matches()) {
                return new String[] {m.group(1), m.group(2), p == MAY ? "yes" : "no"};
            }
        }
        return null;
    }
}
