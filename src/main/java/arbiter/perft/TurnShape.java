package arbiter.perft;

import java.util.List;
import java.util.Optional;

/** What one joint turn is in a ruleset (see the package description). */
public enum TurnShape {

    /** One move each, played once with White registered first and once with Black first (XYMYX). */
    PAIR_BOTH_ORDERS("a legal move of each player, played once with each player registered first"),
    /** One move each, played with nobody registered first (SimulChess, Zeitgeist). */
    PAIR_SAME_INSTANT("a legal move of each player, played at the same instant"),
    /** Two moves of the player to move, the second on the board the first left (RevoChess). */
    TWO_MOVE_TURN("a turn of two moves of the player to move, the second on the board the first left"),
    /** One move of the player to move (orthodox chess). */
    ONE_MOVE_TURN("a legal move of the player to move");

    /** The rulesets whose joint turn is known, in the order every output uses. */
    public static final List<String> RULESETS = List.of("xymyx", "xymyx-classic", "simulchess", "zeitgeist", "revochess", "chess");

    private final String words;

    TurnShape(String words) {
        this.words = words;
    }

    /** The joint turn in words, for help texts and reports. */
    public String words() {
        return words;
    }

    /** The shape of a joint turn of {@code ruleset}, or empty for a ruleset it is not defined for. */
    public static Optional<TurnShape> of(String ruleset) {
        return Optional.ofNullable(switch (ruleset) {
            case "xymyx", "xymyx-classic" -> PAIR_BOTH_ORDERS;
            case "simulchess", "zeitgeist" -> PAIR_SAME_INSTANT;
            case "revochess" -> TWO_MOVE_TURN;
            case "chess" -> ONE_MOVE_TURN;
            default -> null;
        });
    }
}
