package arbiter.fuzz;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.differential.Finding;
import arbiter.report.SafeText;
import arbiter.suite.TurnWords;
import arbiter.resolve.ResolveDifferences;
import arbiter.resolve.ResolveGherkin;
import arbiter.resolve.ResolveSettler;
import arbiter.resolve.ResolvedTurn;
import arbiter.resolve.TurnReport;
import java.util.ArrayList;
import java.util.List;

/**
 * The findings of {@code arbiter fuzz} as Gherkin, for a person to review and adopt: each a
 * scenario in the words of {@code arbiter resolve --gherkin} whose expectation is the answer taken
 * as right, tagged {@code @fuzz} with an id of its ruleset, and the other answer in comments above it.
 */
public final class FindingScenarios {

    private FindingScenarios() {
    }

    /**
     * One finding as a scenario with its comments; null when the implementation taken as right broke or answered what no
     * scenario can state (an unreadable position): there is nothing to expect.
     */
    static String of(Finding f, int variants, Implementation expected, String otherName, long seed) {
        if (!f.expected().answered()) {
            return null;
        }
        try {
            return scenario(f, variants, expected, otherName, seed);
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static String scenario(Finding f, int variants, Implementation expected, String otherName, long seed) {
        Turn turn = f.turn();
        Position before = Fen.parse(turn.position());
        TurnReport.Played played = new TurnReport.Played(turn.whiteMoves(), turn.blackMoves(),
                TurnWords.played(turn.whiteMoves(), before), TurnWords.played(turn.blackMoves(), before), 0);
        ResolvedTurn settled = ResolveSettler.settle(expected, turn.ruleset(), before, played, List.of(turn),
                arbiter.resolve.RegistrationOrder.kept(null, turn.ruleset()), null);
        String id = turn.ruleset() + "-fuzz" + f.hash() + "-001";
        StringBuilder s = new StringBuilder("  # fuzz finding ").append(f.hash()).append(" (seed ").append(seed).append(", case ")
                .append(f.caseNumber()).append("): ").append(line(otherName)).append(" answers otherwise\n");
        differences(f, before).forEach(d -> s.append("  #   ").append(line(d)).append('\n'));
        if (variants > 1) {
            s.append("  #   the same cause (").append(line(f.cause())).append(") met in ").append(variants - 1)
                    .append(variants == 2 ? " other way" : " other ways").append(", each turn in findings.json\n");
        }
        String scenario = ResolveGherkin.finding(settled, id, "@fuzz ", wholePosition(f));
        return s.append(SafeText.of(scenario.substring(1))).toString();
    }

    /** The feature file of one ruleset's findings: a comment on what they are, the ruleset as Background, the scenarios. */
    static String feature(String ruleset, String caption, List<String> scenarios) {
        StringBuilder s = new StringBuilder();
        caption.lines().forEach(l -> s.append("# ").append(line(l)).append('\n'));
        s.append("# Review each scenario before adopting it: move it beside the closest scenario of features/").append(ruleset)
                .append("/\n# (its @fuzz tag and its id may stay) and give it a title that states the rule.\n")
                .append("Feature: Findings of arbiter fuzz in ").append(ruleset).append("\n\n  Background:\n")
                .append("    Given the ruleset \"").append(ruleset).append("\"\n");
        scenarios.forEach(sc -> s.append('\n').append(sc));
        return s.toString();
    }

    private static List<String> differences(Finding f, Position before) {
        List<String> out = new ArrayList<>();
        if (f.other().error() != null) {
            out.add("it breaks: " + f.other().error());
            return out;
        }
        return ResolveDifferences.of(f.expected().result(), f.other().result(), before);
    }

    /** Whether the answers differ only in what a board diagram does not show (en passant, clocks, the side to move). */
    private static boolean wholePosition(Finding f) {
        if (!(f.expected().result() instanceof TurnResult.Resolved e) || !(f.other().result() instanceof TurnResult.Resolved o)) {
            return false;
        }
        try {
            Position expected = Fen.parse(e.position());
            Position actual = Fen.parse(o.position());
            return expected.sameBoard(actual) && !expected.equals(actual);
        } catch (NotationException | NullPointerException x) {
            return false;
        }
    }

    /** Text from outside made safe and kept on one comment line. */
    public static String line(String text) {
        return SafeText.of(text == null ? "" : text).replaceAll("\\R|\\t", " ");
    }

}
