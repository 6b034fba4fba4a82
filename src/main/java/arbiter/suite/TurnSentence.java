package arbiter.suite;

import arbiter.board.TurnPlan;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sentences that play one turn, read into a {@link TurnPlan} (docs/scenario-language.md,
 * "Turns"). The step definitions and the rulebook read them through this one class.
 */
public final class TurnSentence {

    /** "White plays Ra1-a4 and Black plays Nb6-a4": the order must not matter. */
    public static final String BOTH = "^(White|Black) plays (\\S+) and (White|Black) plays (\\S+)$";
    /** "White plays Ra1-a4 first, then Black plays Nb6-a4": the sentence's order is the registration order. */
    public static final String ORDERED = "^(White|Black) plays (\\S+) first, then (White|Black) plays (\\S+)$";
    /** "White plays Ra1-a4 and Black plays Nb6-a4 at the same instant": nobody registered first. */
    public static final String SAME_INSTANT = "^(White|Black) plays (\\S+) and (White|Black) plays (\\S+) at the same instant$";
    /** "White plays e2-e4 and Black does not move": one player's move only. */
    public static final String ONE_SIDED = "^(White|Black) plays (\\S+) and (White|Black) does not move$";
    /** "White plays e2-e4, then e4-e5": one player's two moves, one after the other; the other does not move. */
    public static final String TWO_MOVES = "^(White|Black) plays (\\S+), then (\\S+)$";
    /** "neither player moves": a turn in which no move is registered (a pass of the player whose turn it is, in RevoChess). */
    public static final String NEITHER = "^neither player moves$";

    private static final List<Pattern> PATTERNS = List.of(BOTH, ORDERED, SAME_INSTANT, ONE_SIDED, TWO_MOVES, NEITHER).stream()
            .map(Pattern::compile).toList();

    private TurnSentence() {
    }

    /**
     * The turn a sentence plays (without its {@code When}), or empty when it is none of the turn
     * sentences.
     *
     * @throws IllegalArgumentException when it names one player for both moves ("White plays ... and White plays ...")
     */
    public static Optional<TurnPlan> parse(String sentence) {
        for (int i = 0; i < PATTERNS.size(); i++) {
            Matcher m = PATTERNS.get(i).matcher(sentence);
            if (m.matches()) {
                return Optional.of(plan(i, m));
            }
        }
        return Optional.empty();
    }

    private static TurnPlan plan(int form, Matcher m) {
        if (form == 5) {
            return new TurnPlan(List.of(), List.of(), TurnPlan.Order.NONE);
        }
        boolean white = m.group(1).equals("White");
        if (form == 4) {
            List<String> moves = List.of(m.group(2), m.group(3));
            return white ? new TurnPlan(moves, List.of(), TurnPlan.Order.NONE) : new TurnPlan(List.of(), moves, TurnPlan.Order.NONE);
        }
        if (m.group(1).equals(m.group(3))) {
            throw new IllegalArgumentException(form == 3
                    ? "the sentence says " + m.group(1) + " both plays and does not move"
                    : "both moves are " + m.group(1) + "'s; one must be White's and one Black's");
        }
        if (form == 3) {
            List<String> moves = List.of(m.group(2));
            return white ? new TurnPlan(moves, List.of(), TurnPlan.Order.NONE) : new TurnPlan(List.of(), moves, TurnPlan.Order.NONE);
        }
        List<String> first = List.of(m.group(2));
        List<String> second = List.of(m.group(4));
        TurnPlan.Order order = switch (form) {
            case 1 -> white ? TurnPlan.Order.WHITE_FIRST : TurnPlan.Order.BLACK_FIRST;
            case 2 -> TurnPlan.Order.NONE;
            default -> TurnPlan.Order.EITHER;
        };
        return white ? new TurnPlan(first, second, order) : new TurnPlan(second, first, order);
    }
}
