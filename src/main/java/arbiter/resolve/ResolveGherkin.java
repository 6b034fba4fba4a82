package arbiter.resolve;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.rulebook.Phrase;
import arbiter.suite.TurnWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * {@code arbiter resolve --gherkin}: the settled turn as a scenario in the language of
 * docs/scenario-language.md, to paste into the feature file of the closest scenario (whose
 * Background gives the ruleset): the board, the moves, who registered first, the reference's whole
 * result, the clauses it traced as tags and as the list of clauses that decide the turn, and the next
 * free {@code @id:}. A turn settled both ways
 * with different answers gives one scenario for each order.
 */
public final class ResolveGherkin {

    private static final Pattern ORDER_ONLY = Pattern.compile("(White|Black) registered first|.* at the same instant");

    private ResolveGherkin() {
    }

    /** The turn as scenario text, as {@code arbiter resolve --gherkin} prints it. */
    public static String of(ResolvedTurn turn) {
        TurnReport.Played played = turn.played();
        if (played.white().size() + played.black().size() > 2 || played.white().size() == 2 && played.bothMove()
                || played.black().size() == 2 && played.bothMove()) {
            throw new IllegalArgumentException("--gherkin: a scenario's turn is one move each, one player's move, or one"
                    + " player's two moves; this one is beyond the scenario language");
        }
        StringBuilder s = new StringBuilder();
        if (turn.home() != null) {
            s.append("# for features/").append(turn.home().file()).append(", beside ").append(turn.home().id())
                    .append(" (its Background gives the ruleset)\n");
        }
        String id = turn.nextId() != null ? turn.nextId() : turn.ruleset() + "-resolved-001";
        for (ResolveSettling settling : turn.shown()) {
            s.append(scenario(turn, settling, id, turn.home() == null, "", false));
            id = next(id);
        }
        return s.toString();
    }

    /**
     * The first settling of {@code turn} as a scenario of a feature whose Background gives the ruleset, for {@code arbiter
     * fuzz}: {@code tags} go before its id; with {@code wholePosition} the position after is checked as a FEN (en passant
     * and clocks included), where a board diagram would not show what is at stake.
     */
    public static String finding(ResolvedTurn turn, String id, String tags, boolean wholePosition) {
        return scenario(turn, turn.settlings().get(0), id, false, tags, wholePosition);
    }

    private static String scenario(ResolvedTurn turn, ResolveSettling settling, String id, boolean withRuleset, String tags,
            boolean wholePosition) {
        List<String> white = TurnWords.played(turn.played().white(), turn.before(), turn.ruleset());
        List<String> black = TurnWords.played(turn.played().black(), turn.before(), turn.ruleset());
        StringBuilder s = new StringBuilder("\n  ").append(tags).append("@id:").append(id);
        clauses(settling).forEach(c -> s.append(" @").append(c));
        s.append("\n  Scenario: ").append(title(settling, white, black)).append('\n');
        if (withRuleset) {
            s.append("    Given the ruleset \"").append(turn.ruleset()).append("\"\n");
        }
        Position before = turn.before();
        if (Diagram.parse(Diagram.print(before)).equals(before)) {
            s.append("    Given the board\n").append(GherkinSteps.docString(Diagram.print(before)));
        } else {
            s.append("    Given the position \"").append(Fen.format(before)).append("\"\n");
        }
        s.append("    When ").append(when(white, black, turn.same() ? null : settling.first(), settling, turn.orderKept())).append('\n');
        if (settling.reference() instanceof TurnResult.Rejected r) {
            TurnResult.Rejected stated = new TurnResult.Rejected(r.side(), r.move(), r.reason(), r.clauses().stream().limit(1).toList());
            return s.append("    Then the turn is rejected because ").append(TurnWords.rejection(stated, before, turn.ruleset())).append('\n')
                    .toString();
        }
        TurnResult.Resolved r = (TurnResult.Resolved) settling.reference();
        if (wholePosition) {
            s.append("    Then the position is \"").append(Fen.format(Fen.parse(r.position()))).append("\"\n");
        } else {
            s.append("    Then the board is\n").append(GherkinSteps.docString(Diagram.print(Fen.parse(r.position()))));
        }
        List<Event> told = r.events().stream().filter(e -> e.kind() != EventKind.MOVED).toList();
        if (told.isEmpty()) {
            s.append("    And there are no events\n");
        } else {
            s.append("    And the events are\n");
            List<String[]> rows = new ArrayList<>();
            rows.add(new String[] {"event", "side", "piece", "square"});
            told.forEach(e -> rows.add(new String[] {e.kind().name().toLowerCase(Locale.ROOT).replace('_', ' '),
                    TurnWords.side(e.side()), capitalised(e.piece().name()), e.square()}));
            s.append(GherkinSteps.table(rows));
        }
        s.append("    And ").append(GherkinSteps.outcome(r.outcome())).append('\n');
        String clauses = GherkinSteps.clauses(r);
        return clauses == null ? s.toString() : s.append("    And the turn is decided by ").append(clauses).append('\n').toString();
    }

    /** The clause ids the reference traced, and those its sentences cite, each once. */
    private static List<String> clauses(ResolveSettling settling) {
        List<String> out = new ArrayList<>();
        if (settling.reference() instanceof TurnResult.Resolved r) {
            out.addAll(r.trace());
        }
        settling.why().forEach(p -> out.addAll(p.clauses()));
        return out.stream().filter(c -> c.matches("[a-z][a-z-]*\\.[A-Za-z0-9.-]+")).distinct().toList();
    }

    /** The rulebook's first statement of substance, or the moves when there is none. */
    private static String title(ResolveSettling settling, List<String> white, List<String> black) {
        return settling.why().stream().map(Phrase::capitalised).filter(t -> !ORDER_ONLY.matcher(t).matches()).findFirst()
                .orElse("White plays " + String.join(", then ", white) + ", Black plays " + String.join(", then ", black))
                .replaceAll("\\s+", " ");
    }

    /** The turn in the scenario language ("White plays Ra1-a4 first, then Black plays Nb6-a4"). */
    private static String when(List<String> white, List<String> black, Side first, ResolveSettling settling, boolean orderKept) {
        if (white.isEmpty() || black.isEmpty()) {
            String player = white.isEmpty() ? "Black" : "White";
            List<String> moves = white.isEmpty() ? black : white;
            return moves.size() == 2 ? player + " plays " + moves.get(0) + ", then " + moves.get(1)
                    : player + " plays " + moves.get(0) + " and " + (white.isEmpty() ? "White" : "Black") + " does not move";
        }
        String w = "White plays " + white.get(0);
        String b = "Black plays " + black.get(0);
        if (first == Side.WHITE) {
            return w + " first, then " + b;
        }
        if (first == Side.BLACK) {
            return b + " first, then " + w;
        }
        return w + " and " + b + (settling.first() == null && orderKept ? " at the same instant" : "");
    }

    private static String next(String id) {
        int dash = id.lastIndexOf('-');
        int number = Integer.parseInt(id.substring(dash + 1)) + 1;
        return id.substring(0, dash + 1) + String.format("%03d", number);
    }

    private static String capitalised(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
    }
}
