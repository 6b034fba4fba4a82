package arbiter.report;

import arbiter.suite.ScenarioDetail;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A turn's moves in one line of words, for the captions of the rulebook and the reports:
 * {@code White: Ra1-a4 · Black: Nb6-a4 (White registered first)},
 * {@code White: 1. e2-e4, 2. e4-e5 · Black does not move}. Several moves of a player are numbered
 * in the order played, as their arrows are on the diagrams.
 */
public final class TurnCaption {

    /** The note of moves registered at the same instant, in the reports. */
    public static final String NOBODY_FIRST = "nobody registered first";

    private TurnCaption() {
    }

    /**
     * Both players' moves, then the note in parentheses.
     *
     * @param note who registered first, or how ("registered at the same instant"); null for none
     */
    public static String of(List<String> white, List<String> black, String note) {
        return player("White", white) + " \u00b7 " + player("Black", black) + (note == null ? "" : " (" + note + ")");
    }

    /** A turn as a run recorded it, with the note of its registration order ({@link #reportNote}). */
    public static String of(ScenarioDetail.Turn turn) {
        boolean both = !turn.white().isEmpty() && !turn.black().isEmpty();
        return of(turn.white(), turn.black(), reportNote(turn.first(), both));
    }

    /** "White: e2-e4", "White: 1. e2-e4, 2. e4-e5", or "White does not move". */
    public static String player(String name, List<String> moves) {
        return moves.isEmpty() ? name + " does not move" : name + ": " + numbered(moves);
    }

    /** "e2-e4" for a lone move, "1. e2-e4, 2. e4-e5" for several, "(does not move)" for none. */
    public static String numbered(List<String> moves) {
        if (moves.isEmpty()) {
            return "(does not move)";
        }
        if (moves.size() == 1) {
            return moves.get(0);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            out.add((i + 1) + ". " + moves.get(i));
        }
        return String.join(", ", out);
    }

    /**
     * The note of a registration order as a report gives it: "White registered first" for
     * {@code white}, "nobody registered first" for {@code none} when both players move; otherwise
     * (the order left open, a player alone moving, a value this suite does not write) null.
     */
    public static String reportNote(String first, boolean bothMove) {
        String word = first == null ? "" : first.toLowerCase(Locale.ROOT);
        if (word.equals("white") || word.equals("black")) {
            return (word.equals("white") ? "White" : "Black") + " registered first";
        }
        return word.equals("none") && bothMove ? NOBODY_FIRST : null;
    }
}
