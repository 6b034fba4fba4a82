package arbiter.suite;

/** How a scenario ended against an implementation. */
public enum Verdict {
    /** The implementation answered as the specification says. */
    PASSED,
    /** The implementation answered, wrongly. */
    FAILED,
    /** The implementation broke, or the scenario itself is malformed: see the message. */
    ERRORED,
    /** The implementation declared this unsupported, with a reason. */
    SKIPPED,
    /** The implementation does not implement the scenario's ruleset. */
    NOT_APPLICABLE;

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    }
}
