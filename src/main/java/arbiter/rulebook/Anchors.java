package arbiter.rulebook;

/**
 * The stable element ids of the rulebook, the same in HTML and Markdown: a clause's is its id
 * ({@code xymyx.R2}), an example's {@code example-<scenario id>}, a ruling's
 * {@code ruling-<scenario id>}, a contrast's {@code contrast-<scenario id>}.
 */
public final class Anchors {

    private Anchors() {
    }

    /** A ruleset's book in {@code format} (html, md, pdf): {@code rulebook-<ruleset>.<format>}, the name reports link to. */
    public static String bookFile(String ruleset, String format) {
        return "rulebook-" + ruleset + "." + format;
    }

    public static String clause(String id) {
        return id;
    }

    public static String example(String scenarioId) {
        return "example-" + scenarioId;
    }

    public static String ruling(String scenarioId) {
        return "ruling-" + scenarioId;
    }

    public static String contrast(String scenarioId) {
        return "contrast-" + scenarioId;
    }

    /** Chapters that are not clauses. */
    public static final String CONTENTS = "contents";
    public static final String RULINGS = "rulings";
    public static final String DIFFERENCES = "edition-differences";
    public static final String SAMPLE_GAME = "sample-game";
    public static final String SOURCE_NOTES = "notes-on-the-sources";
}
