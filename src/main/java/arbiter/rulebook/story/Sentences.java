package arbiter.rulebook.story;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.TurnPlan;
import arbiter.rulebook.OutcomeWords;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.PlayedTurn;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The sentence of a turn: what happened and why, built from the reference's events and the
 * outcome, each statement citing the clause ids the reference gave for it, told the way of the
 * ruleset's {@link TurnTelling}: who registered first, what happened on a square
 * ({@link SquareStory}), moves that did not end where they were played ({@link MoveStory}),
 * captures cancelled or chained ({@link BaseAttacks}, {@link ChainCaptures}), castlings and checks
 * ({@link CheckStory}). Plain moves are left to the caption.
 */
public final class Sentences {

    /** Words of a statement that tells the registration order, which then is not said apart. */
    private static final Pattern ORDER_TOLD = Pattern.compile("registered first|at the same instant");

    private Sentences() {
    }

    /**
     * @param before  the position before the turn
     * @param result  the reference's answer
     * @param decider who registered first when the other order would change the result, else null
     * @param turn    the turn as played (its sentence not yet said)
     * @param telling how the ruleset's turns are told
     */
    public static List<Phrase> of(Position before, TurnResult result, Color decider, PlayedTurn turn, TurnTelling telling) {
        if (result instanceof TurnResult.Rejected r) {
            return List.of(rejected(r, turn));
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        TurnFacts facts = new TurnFacts(r.events(), turn, before);
        Position after = Fen.parse(r.position());
        List<Phrase> whole = telling.whole(facts, r);
        if (whole != null) {
            return whole;
        }
        List<Phrase> out = new ArrayList<>();
        Phrase order = telling.saysOrder() ? order(turn) : null;
        if (order != null) {
            out.add(order);
        }
        Phrase mated = CheckStory.matedAtStart(facts, after);
        if (mated != null) {
            out.add(mated);
        } else {
            out.addAll(telling.happened(facts, after, r.outcome()));
        }
        if (out.size() == (order == null ? 0 : 1)) {
            out.add(Phrase.of(nothingElse(turn)));
        }
        Phrase end = outcome(r, decider, after, telling);
        if (OutcomeWords.worthSaying(end, r, turn)) {
            out.add(end);
        }
        if (order != null && out.stream().skip(1).anyMatch(p -> ORDER_TOLD.matcher(p.text()).find())) {
            out.remove(0);
        }
        return out;
    }

    /** "White registered first", "White and Black registered at the same instant", or null. */
    private static Phrase order(PlayedTurn turn) {
        if (turn.first() != null) {
            return Phrase.of(turn.first().title() + " registered first");
        }
        return turn.order() == TurnPlan.Order.NONE && turn.bothMove() ? Phrase.of("White and Black registered at the same instant")
                : null;
    }

    /** "both moves are carried out and nothing else happens", "White's two moves are carried out ...". */
    private static String nothingElse(PlayedTurn turn) {
        String carried = " carried out and nothing else happens";
        if (turn.bothMove()) {
            return (turn.white().size() == 1 && turn.black().size() == 1 ? "both moves are" : "every move is") + carried;
        }
        Color mover = turn.white().isEmpty() ? Color.BLACK : Color.WHITE;
        int count = turn.movesOf(mover).size();
        return mover.title() + "'s " + (count == 1 ? "move is" : count == 2 ? "two moves are" : count + " moves are") + carried;
    }

    private static Phrase rejected(TurnResult.Rejected r, PlayedTurn turn) {
        Color side = r.side() == Side.WHITE ? Color.WHITE : Color.BLACK;
        int index = turn.coordinatesOf(side).indexOf(r.move());
        String written = index >= 0 ? turn.movesOf(side).get(index) : r.move();
        String why = r.reason().strip();
        why = why.endsWith(".") ? why.substring(0, why.length() - 1) : why;
        if (!why.isEmpty() && !why.startsWith("White") && !why.startsWith("Black")) {
            why = Character.toLowerCase(why.charAt(0)) + why.substring(1);
        }
        return new Phrase("the turn is rejected, because " + Words.side(r.side()) + "'s move " + written + " is illegal"
                + (why.isEmpty() ? "" : ": " + why), r.clauses());
    }

    /**
     * How the turn leaves the game, citing the clauses of the reference's trace that no event cited.
     *
     * @param decider who registered first when the other order would change the result, else null
     * @param after   the position after the turn
     * @param telling whose words
     */
    public static Phrase outcome(TurnResult.Resolved r, Color decider, Position after, TurnTelling telling) {
        Set<String> cited = new LinkedHashSet<>();
        r.events().forEach(e -> cited.addAll(e.clauses()));
        List<String> rest = r.trace().stream().filter(c -> !cited.contains(c)).toList();
        Outcome o = r.outcome();
        String why = "";
        if (o.status() == Outcome.Status.WIN && r.events().stream().filter(e -> e.kind() == EventKind.CHECKMATE).count() == 2) {
            why = decider != null ? ", who registered first," : ", whose move alone gave the mate,";
        }
        return new Phrase(telling.outcome(o, why, after), rest);
    }
}
