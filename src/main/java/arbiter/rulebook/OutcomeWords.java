package arbiter.rulebook;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Quoted;
import arbiter.rulebook.story.Words;

/**
 * How a turn leaves the game, in the rulebook's words: "the game goes on", "White wins by capturing
 * the King", "the game is drawn by repetition, ...", "both players lose by ...". The rulebook's
 * sentences and {@code arbiter resolve} say outcomes through this one class.
 */
public final class OutcomeWords {

    private OutcomeWords() {
    }

    /** The outcome in words, lower case and without a full stop. */
    public static String of(Outcome o) {
        return of(o, "");
    }

    /**
     * The outcome in words.
     *
     * @param why put after the winner's name, e.g. ", who registered first,"; "" for nothing
     */
    public static String of(Outcome o, String why) {
        String reason = o.reason();
        return switch (o.status()) {
            case ONGOING -> "the game goes on";
            case WIN -> (o.winner() == null ? "the game is won" : Words.side(o.winner()) + why + " wins") + win(reason, o.winner());
            case DRAW -> "the game is drawn" + draw(reason);
            case BOTH_LOSE -> "both players lose" + bothLose(reason);
        };
    }

    /**
     * Whether the outcome is said: when the game ends, and when it goes on where a reader could
     * think otherwise (a King in check, a piece frozen, a player who passes) or on a rule no
     * statement has cited yet. "The game goes on" after an ordinary turn says nothing.
     */
    public static boolean worthSaying(Phrase end, TurnResult.Resolved r, PlayedTurn turn) {
        return r.outcome().status() != Outcome.Status.ONGOING || !end.clauses().isEmpty()
                || r.events().stream().anyMatch(e -> e.kind() == EventKind.CHECK || e.kind() == EventKind.FROZEN)
                || turn.white().isEmpty() && turn.black().isEmpty();
    }

    private static String win(String reason, Side winner) {
        if ("king-captured".equals(reason)) {
            return " by capturing the King";
        }
        if ("two-turns-in-check".equals(reason)) {
            return winner == null ? ", a King having been in check two turns in a row"
                    : ", " + Words.side(other(winner)) + "'s King having been in check two turns in a row";
        }
        return by(reason);
    }

    private static String draw(String reason) {
        if (reason == null) {
            return "";
        }
        return switch (reason) {
            case "stalemate" -> " by stalemate";
            case "insufficient-material" -> " for want of material to mate";
            case "fifty-turns" -> " by the fifty-turn rule";
            case "repetition" -> " by repetition: the same position stands for the third time";
            case "king-collision" -> " by King collision: both Kings went for one square";
            case "mutual-king-capture" -> ", both Kings having been taken in the same turn";
            default -> by(reason);
        };
    }

    private static String bothLose(String reason) {
        if ("king-captured".equals(reason)) {
            return " by King capture";
        }
        if ("two-turns-in-check".equals(reason)) {
            return ", each King having been in check two turns in a row";
        }
        return by(reason);
    }

    /** " by checkmate"; "" without a reason; a code that is not one of the vocabulary's form is quoted. */
    private static String by(String reason) {
        if (reason == null || reason.isEmpty()) {
            return "";
        }
        return " by " + (reason.matches("[a-z]+(-[a-z]+)*") ? reason.replace('-', ' ') : Quoted.of(reason));
    }

    private static Side other(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }
}
