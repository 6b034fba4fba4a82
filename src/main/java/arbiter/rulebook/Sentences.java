package arbiter.rulebook;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.TurnPlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The sentence of a turn: what happened and why, built from the reference's events and the
 * outcome, each statement citing the clause ids the reference gave for it: what happened on a
 * square ({@link SquareStory}), moves that did not end where they were played ({@link MoveStory}),
 * captures cancelled or chained ({@link BaseAttacks}, {@link ChainCaptures}), castlings, checks and
 * frozen pieces ({@link CheckStory}). Plain moves are left to the caption.
 */
final class Sentences {

    /** Words of a statement that tells the registration order, which then is not said apart. */
    private static final Pattern ORDER_TOLD = Pattern.compile("registered first|at the same instant");
    private static final Set<EventKind> ON_SQUARES = Set.of(EventKind.CAPTURED, EventKind.ABSORBED, EventKind.COLLISION,
            EventKind.FAILED_CAPTURE, EventKind.PROMOTED, EventKind.CHAIN_CAPTURE, EventKind.KING_CAPTURED);

    private Sentences() {
    }

    /**
     * @param before  the position before the turn
     * @param result  the reference's answer
     * @param decider who registered first when the other order would change the result, else null
     * @param turn    the turn as played (its sentence not yet said)
     * @param idiom   how the ruleset settles collisions
     */
    static List<Phrase> of(Position before, TurnResult result, Color decider, PlayedTurn turn, Idiom idiom) {
        if (result instanceof TurnResult.Rejected r) {
            return List.of(rejected(r, turn));
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        TurnFacts facts = new TurnFacts(r.events(), turn, before);
        Position after = Fen.parse(r.position());
        if (idiom == Idiom.CONSECUTIVE) {
            return consecutive(facts, r);
        }
        List<Phrase> out = new ArrayList<>();
        Phrase order = idiom == Idiom.BOUNCING ? null : order(turn);
        if (order != null) {
            out.add(order);
        }
        Phrase mated = CheckStory.matedAtStart(facts, after);
        if (mated != null) {
            out.add(mated);
        } else {
            out.addAll(idiom == Idiom.BOUNCING ? SettlementStory.tell(facts, after, r.outcome().status() != Outcome.Status.ONGOING) : told(facts, after, r.outcome(), idiom));
        }
        if (out.size() == (order == null ? 0 : 1)) {
            out.add(Phrase.of(nothingElse(turn)));
        }
        Phrase end = outcome(r, decider, idiom == Idiom.BOUNCING ? after : null, idiom);
        if (OutcomeWords.worthSaying(end, r, turn)) {
            out.add(end);
        }
        if (order != null && out.stream().skip(1).anyMatch(p -> ORDER_TOLD.matcher(p.text()).find())) {
            out.remove(0);
        }
        return out;
    }

    /** A turn of one player's consecutive moves; a King taken with the first move has said the outcome already. */
    private static List<Phrase> consecutive(TurnFacts facts, TurnResult.Resolved r) {
        List<Phrase> out = new ArrayList<>(DualMoveStory.tell(facts));
        Phrase end = outcome(r, null, null, Idiom.CONSECUTIVE);
        if (!DualMoveStory.endsAtOnce(facts)) {
            if (out.isEmpty() || OutcomeWords.worthSaying(end, r, facts.turn())) {
                out.add(end);
            }
        } else if (!end.clauses().isEmpty()) {
            Phrase last = out.remove(out.size() - 1);
            List<String> clauses = new ArrayList<>(last.clauses());
            clauses.addAll(end.clauses());
            out.add(new Phrase(last.text(), clauses));
        }
        return out;
    }

    /** What happened in a turn that was played, in the order of the rules that settle it. */
    private static List<Phrase> told(TurnFacts facts, Position after, Outcome outcome, Idiom idiom) {
        List<Phrase> out = new ArrayList<>();
        List<Event> left = new ArrayList<>(facts.events());
        out.addAll(Castlings.tell(facts.events(), facts.turn()));
        out.addAll(PreventedCastlings.tell(facts, after));
        out.addAll(BaseAttacks.tell(facts, left));
        out.addAll(MoveStory.tell(facts, left));
        out.addAll(ChainCaptures.tell(facts, left));
        out.addAll(KingCollisions.tell(facts, outcome));
        Map<String, List<Event>> bySquare = new LinkedHashMap<>();
        for (Event e : left) {
            if (ON_SQUARES.contains(e.kind())) {
                bySquare.computeIfAbsent(e.square(), s -> new ArrayList<>()).add(e);
            }
        }
        bySquare.forEach((square, events) -> out.addAll(SquareStory.tell(square, events, facts, idiom)));
        out.addAll(CheckStory.tell(facts.events(), after));
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

    /** @param after the position after the turn, to say why each player lost in a double loss; null to say it from the outcome */
    private static Phrase outcome(TurnResult.Resolved r, Color decider, Position after, Idiom idiom) {
        Set<String> cited = new LinkedHashSet<>();
        r.events().forEach(e -> cited.addAll(e.clauses()));
        List<String> rest = r.trace().stream().filter(c -> !cited.contains(c)).toList();
        Outcome o = r.outcome();
        String why = "";
        if (o.status() == Outcome.Status.WIN && r.events().stream().filter(e -> e.kind() == EventKind.CHECKMATE).count() == 2) {
            why = decider != null ? ", who registered first," : ", whose move alone gave the mate,";
        }
        return new Phrase(after != null && o.status() == Outcome.Status.BOTH_LOSE ? SettlementStory.bothLose(after, o)
                : OutcomeWords.of(o, why, idiom), rest);
    }
}
