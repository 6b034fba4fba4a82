package arbiter.resolve;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.rulebook.OutcomeWords;
import arbiter.rulebook.Phrase;
import arbiter.suite.TurnWords;
import java.util.ArrayList;
import java.util.List;

/** A settled turn in words, for {@code arbiter resolve}: the moves as typed, each answer, why, and what covers the case. */
public final class TurnReport {

    /**
     * What was played.
     *
     * @param white      White's moves in coordinate form, in the order played (empty: White does not move)
     * @param black      Black's moves, likewise
     * @param whiteTyped White's moves as typed ({@code Ra1-a4}, {@code a1a4}, {@code O-O}), in the same order
     * @param blackTyped Black's moves as typed
     * @param history    how many earlier positions of the game came with the turn
     */
    public record Played(List<String> white, List<String> black, List<String> whiteTyped, List<String> blackTyped, int history) {

        boolean bothMove() {
            return !white.isEmpty() && !black.isEmpty();
        }
    }

    private TurnReport() {
    }

    /** A turn settled by one implementation alone, in each of the given orders. */
    public static String text(String ruleset, Description implementation, Position before, Played played, List<Side> orders,
            List<TurnResult> results, boolean same) {
        List<ResolveSettling> settlings = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            settlings.add(new ResolveSettling(new Turn(ruleset, Fen.format(before), played.white(), played.black(), orders.get(i),
                    List.of()), results.get(i), List.of()));
        }
        return text(new ResolvedTurn(ruleset, implementation, before, played, settlings, same, RegistrationOrder.kept(null, ruleset), List.of(), List.of(), null, null,
                List.of()));
    }

    public static String text(ResolvedTurn turn) {
        StringBuilder s = new StringBuilder();
        s.append("Ruleset ").append(turn.ruleset()).append(", settled by ").append(turn.reference().name()).append(' ')
                .append(turn.reference().version()).append('\n');
        turn.rivals().forEach(r -> s.append("Beside it, ").append(r.heading()).append(" (").append(r.command()).append(")\n"));
        s.append("\nBefore the turn:\n").append(indent(Diagram.print(turn.before()))).append('\n')
                .append(moves(turn.played(), turn.before(), turn.ruleset())).append('\n');
        if (turn.played().history() > 0) {
            s.append("with the ").append(turn.played().history() == 1 ? "position" : turn.played().history() + " positions")
                    .append(" the game stood in before, for repetition\n");
        }
        if (turn.same()) {
            s.append("(the same whoever registered first)\n");
        }
        for (ResolveSettling settling : turn.shown()) {
            if (settling.first() != null && !turn.same()) {
                s.append("\nWith ").append(TurnWords.side(settling.first())).append(" registering first:\n");
            } else if (settling.first() == null && turn.played().bothMove() && turn.orderKept()) {
                s.append("\nRegistered at the same instant (nobody first):\n");
            }
            s.append(turn.rivals().isEmpty() ? result(settling.reference(), turn.before(), turn.ruleset()) : ResolveComparisonText.of(turn, settling));
            if (!settling.why().isEmpty()) {
                s.append("\nWhy: ").append(wrapped(Phrase.plain(settling.why()), 5)).append('\n');
            }
        }
        s.append(ResolveComparisonText.precedents(turn));
        return s.toString();
    }

    /** "White plays Ra1-a4, Black plays b6a4 (Nb6-a4)"; "White plays e2-e4, then e4-e5; Black does not move". */
    private static String moves(Played played, Position before, String ruleset) {
        String white = moves("White", played.white(), played.whiteTyped(), before, ruleset);
        String black = moves("Black", played.black(), played.blackTyped(), before, ruleset);
        boolean several = played.white().size() > 1 || played.black().size() > 1;
        return white + (several ? "; " : ", ") + black;
    }

    private static String moves(String player, List<String> coordinates, List<String> typed, Position before, String ruleset) {
        if (coordinates.isEmpty()) {
            return player + " does not move";
        }
        List<String> read = TurnWords.played(coordinates, before, ruleset);
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < read.size(); i++) {
            String as = i < typed.size() ? typed.get(i) : read.get(i);
            shown.add(as.equals(read.get(i)) ? as : as + " (" + read.get(i) + ")");
        }
        return player + " plays " + String.join(", then ", shown);
    }

    /** The reference's answer: the board after, the events with their clauses, the outcome and the trace. */
    static String result(TurnResult result, Position before, String ruleset) {
        if (result instanceof TurnResult.Rejected r) {
            return "\nRejected: " + TurnWords.rejection(r, before, ruleset) + ": " + r.reason() + "\n";
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        StringBuilder s = new StringBuilder("\nAfter the turn:\n");
        try {
            s.append(indent(Diagram.print(Fen.parse(r.position()))));
        } catch (NotationException e) {
            s.append("  (not a readable position: ").append(r.position()).append(")\n");
        }
        s.append("  ").append(r.position()).append('\n').append(eventsAndOutcome(r));
        return s.toString();
    }

    static String eventsAndOutcome(TurnResult.Resolved r) {
        StringBuilder s = new StringBuilder("\nEvents:\n");
        for (Event e : r.events()) {
            s.append("  ").append(EventWords.of(e)).append(e.clauses().isEmpty() ? "" : "  [" + String.join(", ", e.clauses()) + "]")
                    .append('\n');
        }
        s.append("\nOutcome: ").append(OutcomeWords.of(r.outcome())).append('\n');
        if (!r.trace().isEmpty()) {
            s.append("Decided by: ").append(String.join(", ", r.trace())).append('\n');
        }
        return s.toString();
    }

    /** Text broken into lines of at most 100 characters, the lines after the first indented by {@code indent} spaces. */
    static String wrapped(String text, int indent) {
        StringBuilder s = new StringBuilder();
        int column = indent;
        for (String word : text.split(" ")) {
            if (column + word.length() + 1 > 100 && column > indent) {
                s.append('\n').append(" ".repeat(indent));
                column = indent;
            } else if (s.length() > 0) {
                s.append(' ');
                column++;
            }
            s.append(word);
            column += word.length();
        }
        return s.toString();
    }

    static String indent(String text) {
        return java.util.Arrays.stream(text.split("\n")).map(l -> "  " + l + "\n").collect(java.util.stream.Collectors.joining());
    }
}
