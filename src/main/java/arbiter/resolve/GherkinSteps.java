package arbiter.resolve;

import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.suite.ReasonWords;
import arbiter.suite.TurnWords;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The pieces of a scenario's steps as docs/scenario-language.md writes them: an outcome, a doc string, a data table. */
final class GherkinSteps {

    private GherkinSteps() {
    }

    /**
     * "the game goes on", "White wins by checkmate", "the game is drawn by the fifty-turn rule"; an
     * outcome the language has no words for is refused in one line.
     */
    static String outcome(Outcome o) {
        String reason = o.reason() == null ? null : ReasonWords.of(o.reason()).orElse(null);
        if (o.status() == Outcome.Status.ONGOING) {
            return "the game goes on";
        }
        if (reason == null || o.status() == Outcome.Status.WIN && o.winner() == null) {
            throw new IllegalArgumentException("--gherkin: the outcome \"" + TurnWords.outcome(o)
                    + "\" has no words in the scenario language");
        }
        return switch (o.status()) {
            case WIN -> TurnWords.side(o.winner()) + " wins by " + reason;
            case DRAW -> "the game is drawn by " + reason;
            default -> "both players lose by " + reason;
        };
    }

    /**
     * The clauses a resolved turn cites (its trace, then its events'), each once, as a list in words:
     * "a, b and c"; null when it cites none.
     */
    static String clauses(TurnResult.Resolved r) {
        Set<String> cited = new LinkedHashSet<>(r.trace());
        r.events().forEach(e -> cited.addAll(e.clauses()));
        List<String> ids = List.copyOf(cited);
        return ids.isEmpty() ? null : ids.size() == 1 ? ids.get(0) : String.join(", ", ids.subList(0, ids.size() - 1)) + " and " + ids.get(ids.size() - 1);
    }

    /** A diagram as a doc string, indented as a step's argument. */
    static String docString(String diagram) {
        StringBuilder s = new StringBuilder("      \"\"\"\n");
        for (String l : diagram.split("\n")) {
            s.append("      ").append(l).append('\n');
        }
        return s.append("      \"\"\"\n").toString();
    }

    /** Rows as a data table of a step, the columns aligned. */
    static String table(List<String[]> rows) {
        int[] widths = new int[4];
        rows.forEach(r -> {
            for (int i = 0; i < 4; i++) {
                widths[i] = Math.max(widths[i], r[i].length());
            }
        });
        StringBuilder s = new StringBuilder();
        for (String[] r : rows) {
            s.append("      |");
            for (int i = 0; i < 4; i++) {
                s.append(' ').append(String.format("%-" + widths[i] + "s", r[i])).append(" |");
            }
            s.append('\n');
        }
        return s.toString();
    }
}
