package arbiter.suite;

/**
 * The scenario itself is broken (a malformed diagram, FEN or move, an impossible position): the
 * message names the feature file and line.
 */
public final class ScenarioError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ScenarioError(StepTracker.Location where, String message) {
        super(where + ": " + message);
    }
}
