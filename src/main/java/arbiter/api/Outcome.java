package arbiter.api;

/**
 * Whether the game goes on after a turn, and if not how it ended.
 *
 * @param status  going on, won, or drawn; never null
 * @param winner  the winner when {@code status} is {@link Status#WIN}, otherwise null
 * @param reason  how it ended ({@code "checkmate"}, {@code "stalemate"},
 *                {@code "insufficient-material"}, {@code "fifty-turns"}, and since 0.2
 *                {@code "mutual-checkmate"}: both Kings mated and neither player's move gave the
 *                mate); null while the game goes on
 * @since 0.1
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

    /** The states of a game after a turn. */
    public enum Status {
        ONGOING, WIN, DRAW
    }
}
