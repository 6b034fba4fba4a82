package arbiter.differential;

import arbiter.api.Turn;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A disagreement, shrunk: the turn, both answers, and where the run met it.
 *
 * @param turn     the shrunk turn
 * @param expected the answer of the implementation taken as right (the reference, or the first one named)
 * @param other    the other implementation's answer
 * @param original the turn as the run first met it, before shrinking
 * @param caseNumber the number of the generated case it came from (with the seed, enough to meet it again)
 */
public record Finding(Turn turn, Answer expected, Answer other, Turn original, long caseNumber) {

    /**
     * What makes two findings one: the ruleset and the kind of difference ({@link Symptom#kind}: the kinds of event missing or
     * extra, else the outcomes, else the parts of the position), so that one mistake met in many positions, with other pieces
     * and other consequences, is one finding; for an implementation that broke, its message with the numbers left out.
     */
    public String cause() {
        return cause(turn.ruleset(), expected, other);
    }

    static String cause(String ruleset, Answer expected, Answer other) {
        return ruleset + ": " + Symptom.kind(expected, other);
    }

    /**
     * What this turn's answers disagree on in full, the squares and the particular position left out ({@link Symptom#of}):
     * the turns of one finding, each shrunk, are kept once per variant.
     */
    public String variant() {
        return variant(turn.ruleset(), expected, other);
    }

    static String variant(String ruleset, Answer expected, Answer other) {
        return ruleset + ": " + Symptom.of(expected, other);
    }

    /** The first eight hexadecimal digits of the SHA-256 of {@link #cause}: a short, stable name for it. */
    public String hash() {
        return hash(cause());
    }

    /** The short hash of any cause text. */
    public static String hash(String cause) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(cause.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest).substring(0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
