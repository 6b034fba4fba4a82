package arbiter.api;

/**
 * Whether the game goes on after a turn, and if not how it ended.
 *
 * <p>The reason is a lower-case word or words joined by hyphens ({@code checkmate},
 * {@code fifty-turns}, {@code king-captured}); which reasons a ruleset gives, and which of them
 * lose or draw a game, each ruleset declares, and the protocol's document lists
 * ({@code docs/protocol.md}, "Outcomes").
 *
 * @param status  going on, won, drawn, or lost by both; never null
 * @param winner  the winner when {@code status} is {@link Status#WIN}, otherwise null
 * @param reason  how it ended, one of the ruleset's reasons; null while the game goes on
 * @since 0.1 (a double loss and the reasons after {@code mutual-checkmate} since 0.2)
 */
public record Outcome(Status status, Side winner, String reason) {

    /** The outcome of a game that goes on. */
    public static final Outcome ONGOING = new Outcome(Status.ONGOING, null, null);

    public static Outcome win(Side winner, String reason) {
        return new Outcome(Status.WIN, winner, reason);
    }

    public static Outcome draw(String reason) {
        return new Outcome(Status.DRAW, null, reason);
    }

    /**
     * Both players lose at once. When they lose for two reasons, the reason is the one the ruleset
     * lists first among its losses; the events tell the rest.
     */
    public static Outcome bothLose(String reason) {
        return new Outcome(Status.BOTH_LOSE, null, reason);
    }

    /**
     * The states of a game after a turn. A switch over them written for version 0.1 lacks
     * {@code BOTH_LOSE}.
     */
    public enum Status {
        ONGOING, WIN, DRAW,
        /** Both players lost at once. @since 0.2 */
        BOTH_LOSE
    }
}
