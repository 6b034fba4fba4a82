package arbiter.fuzz;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** What one target did in a campaign: inputs read or refused, the distinct refusals, what escaped, and how long it took. */
public final class Tally {

    /** The distinct escapes kept per target, each with its input; more are only counted. */
    static final int KEPT_ESCAPES = 10;

    private static final int KEPT_MESSAGES = 100_000;

    /**
     * Something that escaped a reader.
     *
     * @param what   the exception and its message, or why the refusal was not clear, or "no answer"
     * @param input  the input, as generated
     * @param shrunk a shorter input that escapes the same way (the input itself when none was found)
     */
    public record Escape(String what, String input, String shrunk) {
    }

    private final String target;
    private final Set<String> messages = new HashSet<>();
    private final Set<String> escapeKinds = new HashSet<>();
    private final List<Escape> escapes = new ArrayList<>();
    long inputs;
    long read;
    long refused;
    long escaped;
    long nanos;
    long slowestNanos;
    boolean hung;

    Tally(String target) {
        this.target = target;
    }

    void refusal(String message) {
        refused++;
        if (messages.size() < KEPT_MESSAGES) {
            messages.add(fold(message));
        }
    }

    /** Counts an escape; returns whether it is a new kind, kept with its input. */
    boolean escape(String kind) {
        escaped++;
        return escapeKinds.size() < KEPT_ESCAPES && escapeKinds.add(fold(kind));
    }

    void keep(Escape escape) {
        escapes.add(escape);
    }

    /** A message with its quoted text, numbers and square names folded, so that refusals of one kind count once. */
    static String fold(String message) {
        return message.replaceAll("\"[^\"]*\"", "\"_\"").replaceAll("'[^']*'", "'_'").replaceAll("\\b[a-h][1-8]\\b", "@")
                .replaceAll("\\d+", "#");
    }

    public String target() {
        return target;
    }

    public long inputs() {
        return inputs;
    }

    public long read() {
        return read;
    }

    public long refused() {
        return refused;
    }

    /** Distinct refusal messages, folded as {@link #fold} does. */
    public int distinctMessages() {
        return messages.size();
    }

    public long escaped() {
        return escaped;
    }

    public List<Escape> escapes() {
        return List.copyOf(escapes);
    }

    public double seconds() {
        return nanos / 1e9;
    }

    public double slowestMillis() {
        return slowestNanos / 1e6;
    }

    /** Whether an input got no answer within the limit (the campaign stopped there). */
    public boolean hung() {
        return hung;
    }
}
