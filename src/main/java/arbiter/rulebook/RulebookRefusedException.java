package arbiter.rulebook;

import java.util.List;

/**
 * The rulebook was not built because scenarios it would print did not pass against the reference:
 * the book prints only examples that run and pass.
 */
public final class RulebookRefusedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String ruleset;
    private final List<String> scenarios;

    /**
     * @param ruleset   the ruleset whose book was refused
     * @param scenarios one line per scenario that did not pass: its id, verdict, place and why
     */
    public RulebookRefusedException(String ruleset, List<String> scenarios) {
        super("the rulebook of " + ruleset + " is not printed: " + scenarios.size() + " of its scenario"
                + (scenarios.size() == 1 ? "" : "s") + " did not pass against the reference, and the book prints only"
                + " examples that pass:\n  " + String.join("\n  ", scenarios));
        this.ruleset = ruleset;
        this.scenarios = List.copyOf(scenarios);
    }

    public String ruleset() {
        return ruleset;
    }

    /** The scenarios that did not pass, one line each, starting with the scenario id. */
    public List<String> scenarios() {
        return scenarios;
    }
}
