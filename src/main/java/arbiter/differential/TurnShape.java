package arbiter.differential;

/** How a ruleset's turn is made, as far as the generator needs to know. */
enum TurnShape {
    /** One move each and who registered first, or nobody (XYMYX and its classic edition). */
    ONE_EACH_IN_ORDER,
    /** One move each, or now and then one player's move alone (SimulChess). */
    ONE_EACH_OR_ONE_SIDED,
    /** One move each, order never given (Zeitgeist, and rulesets the fuzzer does not know). */
    ONE_EACH,
    /** Two moves of the player whose turn it is (RevoChess). */
    TWO_OF_ONE;

    static TurnShape of(String ruleset) {
        return switch (ruleset) {
            case "xymyx", "xymyx-classic" -> ONE_EACH_IN_ORDER;
            case "simulchess" -> ONE_EACH_OR_ONE_SIDED;
            case "revochess" -> TWO_OF_ONE;
            default -> ONE_EACH;
        };
    }
}
