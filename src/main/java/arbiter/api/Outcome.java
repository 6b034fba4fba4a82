package arbiter.api;

import java.util.List;

/**
 * Whether the game goes on after a turn, and if not how it ended.
 *
 * <p>The reasons, one vocabulary for every ruleset (each ruleset's document says which it uses):
 * <ul>
 * <li>{@code checkmate}: a King is mated (XYMYX after the turn, SimulChess at the start of it);
 * <li>{@code mutual-checkmate}: a draw, both Kings mated and neither player's move gave the mate
 *     (XYMYX), or both Kings mated at the start of a turn (SimulChess);
 * <li>{@code stalemate}, {@code insufficient-material}, {@code fifty-turns};
 * <li>{@code repetition}: the same position for the third time;
 * <li>{@code king-captured}: the winner took the other King; as a double loss, both Kings taken;
 * <li>{@code mutual-king-capture}: a draw, both Kings taken in the same turn (SimulChess);
 * <li>{@code king-collision}: a draw, both Kings moved to one square;
 * <li>{@code two-turns-in-check}: a King in check after two turns in a row (Zeitgeist).
 * </ul>
 *
 * @param status  going on, won, drawn, or lost by both; never null
 * @param winner  the winner when {@code status} is {@link Status#WIN}, otherwise null
 * @param reason  how it ended, from the vocabulary above; null while the game goes on
 * @since 0.1 (a double loss and the reasons after {@code mutual-checkmate} since 0.2)
 */
public record Outcome(Status status, Side winner, String reason) {

    /** The outcome of a game that goes on. */
    public static final Outcome ONGOING = new Outcome(Status.ONGOING, null, null);

    /** Every reason an outcome may give, in the order of the list above. */
    public static final List<String> REASONS = List.of("checkmate", "mutual-checkmate", "stalemate",
            "insufficient-material", "fifty-turns", "repetition", "king-captured", "mutual-king-capture", "king-collision",
            "two-turns-in-check");

    public static Outcome win(Side winner, String reason) {
        return new Outcome(Status.WIN, winner, reason);
    }

    public static Outcome draw(String reason) {
        return new Outcome(Status.DRAW, null, reason);
    }

    /**
     * Both players lose at once (Zeitgeist). When they lose for two reasons, the reason is the one
     * that comes first in {@link #REASONS}; the events tell the rest.
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
