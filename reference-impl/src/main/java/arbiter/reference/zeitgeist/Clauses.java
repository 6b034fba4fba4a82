package arbiter.reference.zeitgeist;

/** The clause ids of Zeitgeist that the settlement cites. */
final class Clauses {

    static final String SIMULTANEITY = "zeitgeist.simultaneity";
    static final String PAWNS = "zeitgeist.1";
    static final String BLOCKED = "zeitgeist.2";
    static final String SAME_COLOUR = "zeitgeist.3";
    static final String TWO_COLOURS = "zeitgeist.4";
    static final String THREE = "zeitgeist.5";
    static final String PROMOTION = "zeitgeist.6";
    static final String CHECK_AND_END = "zeitgeist.7";

    private Clauses() {
    }
}
