package arbiter.resolve;

import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Position;
import arbiter.board.TurnPlan;
import arbiter.rulebook.FeaturesFolder;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.spec.Precedents;
import arbiter.rulebook.spec.Precedents.Precedent;
import arbiter.rulebook.TurnExplanation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Settles the asked turn with the reference in each order asked, says why in the rulebook's
 * words, and finds the rulings and examples of the specification that cover it.
 */
public final class ResolveSettler {

    /** How many rulings are named at most. */
    static final int NAMED = 5;
    /** How many rulebook examples are named at most. */
    public static final int EXAMPLES = 3;

    private ResolveSettler() {
    }

    /**
     * Settles {@code turns} (the same turn in each order asked) with {@code reference}.
     *
     * @param orderKept whether the ruleset keeps a registration order ({@link RegistrationOrder})
     * @param spec the specification whose rulings and examples are named; null for none (no rulings, examples or home named)
     */
    public static ResolvedTurn settle(Implementation reference, String ruleset, Position before, TurnReport.Played played,
            List<Turn> turns, boolean orderKept, Precedents spec) {
        List<TurnResult> results = turns.stream().map(reference::resolve).toList();
        boolean same = results.size() == 2 && results.get(0).equals(results.get(1));
        List<ResolveSettling> settlings = new ArrayList<>();
        Set<String> clauses = new LinkedHashSet<>();
        Set<String> decisive = new LinkedHashSet<>();
        for (int i = 0; i < turns.size(); i++) {
            Turn turn = turns.get(i);
            TurnResult result = results.get(i);
            boolean decides = turns.size() == 2 ? !same : turn.first() != null && !result.equals(reference.resolve(reversed(turn)));
            boolean orderless = turn.first() == null && !orderKept;
            List<Phrase> why = why(ruleset, before, played, order(turn.first(), orderless || same || turn.first() != null && !decides), result,
                    decides);
            settlings.add(new ResolveSettling(turn, result, why));
            if (result instanceof TurnResult.Resolved r) {
                clauses.addAll(r.trace());
                r.events().forEach(e -> clauses.addAll(e.clauses()));
                decisive.addAll(decisive(r));
            }
            why.forEach(p -> clauses.addAll(p.clauses()));
            why.forEach(p -> decisive.addAll(p.clauses()));
        }
        List<Precedent> closest = spec == null ? List.of() : spec.closest(ruleset, decisive.isEmpty() ? clauses : decisive, clauses);
        Precedent home = closest.isEmpty() ? null : closest.get(0);
        return new ResolvedTurn(ruleset, reference.describe(), before, played, settlings, same, orderKept,
                closest.stream().filter(Precedent::ruling).limit(NAMED).toList(),
                closest.stream().filter(p -> !p.ruling()).limit(EXAMPLES).toList(), home,
                spec == null ? null : spec.nextId(ruleset, home), List.of());
    }

    /** The clauses of a turn carried out that decided more than a plain move: those not cited by plain moves alone. */
    private static Set<String> decisive(TurnResult.Resolved r) {
        Set<String> out = new LinkedHashSet<>(r.trace());
        r.events().stream().filter(e -> e.kind() == EventKind.MOVED).forEach(e -> out.removeAll(e.clauses()));
        r.events().stream().filter(e -> e.kind() != EventKind.MOVED).forEach(e -> out.addAll(e.clauses()));
        return out;
    }

    /** The rulebook's sentences; none when they cannot be said (an implementation other than the reference answered oddly). */
    private static List<Phrase> why(String ruleset, Position before, TurnReport.Played played, TurnPlan.Order order,
            TurnResult result, boolean decides) {
        try {
            return TurnExplanation.of(ruleset, before, played.whiteTyped(), played.blackTyped(), played.white(), played.black(),
                    order, result, decides);
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    /** The order as the sentences and the boards take it: {@link TurnPlan.Order#EITHER} when it decided nothing, so that it is not given as a reason. */
    public static TurnPlan.Order order(Side first, boolean indifferent) {
        if (indifferent) {
            return TurnPlan.Order.EITHER;
        }
        return first == Side.WHITE ? TurnPlan.Order.WHITE_FIRST : first == Side.BLACK ? TurnPlan.Order.BLACK_FIRST : TurnPlan.Order.NONE;
    }

    private static Turn reversed(Turn turn) {
        return new Turn(turn.ruleset(), turn.position(), turn.whiteMoves(), turn.blackMoves(),
                turn.first() == Side.WHITE ? Side.BLACK : Side.WHITE, turn.history());
    }

    /** The specification named by {@code --features} (a folder, or null for ./features if present, else the bundled copy); null when there is none to read. */
    public static Precedents specification(String features, String ruleset) {
        if (features != null) {
            return Precedents.read(FeaturesFolder.resolve(features), ruleset);
        }
        try {
            String root = Files.isDirectory(Path.of("features")) ? "features" : FeaturesFolder.BUNDLED;
            return Precedents.read(FeaturesFolder.resolve(root), ruleset);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
