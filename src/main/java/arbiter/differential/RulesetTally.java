package arbiter.differential;

/**
 * What a run did in one ruleset.
 *
 * @param ruleset      the ruleset id
 * @param turns        turns sent to both implementations
 * @param differing    turns whose answers differed (before deduplication)
 * @param findings     distinct findings (by {@link Finding#cause})
 * @param unsupported  turns an implementation declared unsupported: not comparable, skipped
 * @param errors       turns an implementation broke on
 * @param nanos        time spent in the ruleset, generation and shrinking included
 */
public record RulesetTally(String ruleset, long turns, long differing, long findings, long unsupported, long errors, long nanos) {

    /** An empty tally of a ruleset. */
    public static RulesetTally of(String ruleset) {
        return new RulesetTally(ruleset, 0, 0, 0, 0, 0, 0);
    }

    /** Turns per second; 0 before any time passed. */
    public double turnsPerSecond() {
        return nanos == 0 ? 0 : turns * 1e9 / nanos;
    }

    /** The seconds spent. */
    public double seconds() {
        return nanos / 1e9;
    }

    /** This tally and another added, under this one's ruleset (a total takes every ruleset's). */
    public RulesetTally plus(RulesetTally o) {
        return new RulesetTally(ruleset, turns + o.turns, differing + o.differing, findings + o.findings, unsupported + o.unsupported,
                errors + o.errors, nanos + o.nanos);
    }

    RulesetTally counted(boolean differs, boolean newFinding, boolean unsupportedTurn, boolean error, long took) {
        return new RulesetTally(ruleset, turns + 1, differing + (differs ? 1 : 0), findings + (newFinding ? 1 : 0),
                unsupported + (unsupportedTurn ? 1 : 0), errors + (error ? 1 : 0), nanos + took);
    }
}
