package arbiter.rulebook;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.board.TurnPlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sentence of a turn: what happened and why, built from the reference's events and the
 * outcome, each statement citing the clause ids the reference gave for it: what happened on a
 * square ({@link SquareStory}), moves that did not end where they were played ({@link MoveStory}),
 * castlings, checks and frozen pieces. Plain moves are left to the caption.
 */
final class Sentences {

    /** A parenthesis or bracket in a reason, which may cite clauses: "(xymyx.C2)", "[ruling, xymyx.RA4]". */
    private static final Pattern CITED = Pattern.compile("\\s*[(\\[][^()\\[\\]]*[)\\]]");
    private static final Pattern CLAUSE = Pattern.compile("[a-z][a-z-]*\\.[A-Za-z0-9][A-Za-z0-9.-]*");
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
     */
    static List<Phrase> of(Position before, TurnResult result, Color decider, PlayedTurn turn) {
        if (result instanceof TurnResult.Rejected r) {
            return List.of(rejected(r, turn));
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        List<Phrase> out = new ArrayList<>();
        Phrase order = order(turn);
        if (order != null) {
            out.add(order);
        }
        List<Event> moved = r.events().stream().filter(e -> e.kind() == EventKind.MOVED).toList();
        Map<String, List<Event>> bySquare = new LinkedHashMap<>();
        for (Event e : r.events()) {
            if (ON_SQUARES.contains(e.kind())) {
                bySquare.computeIfAbsent(e.square(), s -> new ArrayList<>()).add(e);
            }
        }
        out.addAll(Castlings.tell(r.events(), turn));
        out.addAll(MoveStory.tell(r.events().stream().filter(e -> MoveStory.KINDS.contains(e.kind())).toList()));
        bySquare.forEach((square, events) -> out.addAll(SquareStory.tell(square, events, moved, before)));
        Position after = Fen.parse(r.position());
        out.addAll(checks(r.events(), after));
        if (out.size() == (order == null ? 0 : 1)) {
            out.add(Phrase.of(nothingElse(turn)));
        }
        out.add(outcome(r, decider));
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
        List<String> clauses = new ArrayList<>();
        Matcher m = CITED.matcher(r.reason());
        StringBuilder reason = new StringBuilder();
        while (m.find()) {
            Matcher id = CLAUSE.matcher(m.group());
            boolean cites = false;
            while (id.find()) {
                clauses.add(id.group());
                cites = true;
            }
            m.appendReplacement(reason, cites ? "" : Matcher.quoteReplacement(m.group()));
        }
        m.appendTail(reason);
        String why = reason.toString().strip();
        why = why.endsWith(".") ? why.substring(0, why.length() - 1) : why;
        if (!why.isEmpty() && !why.startsWith("White") && !why.startsWith("Black")) {
            why = Character.toLowerCase(why.charAt(0)) + why.substring(1);
        }
        return new Phrase("the turn is rejected, because " + Words.side(r.side()) + "'s move " + written + " is illegal"
                + (why.isEmpty() ? "" : ": " + why), clauses);
    }

    /** A statement per King in check: who checks it and whether it is mated; then which checkers freeze. */
    private static List<Phrase> checks(List<Event> events, Position after) {
        List<Phrase> out = new ArrayList<>();
        for (Event check : events) {
            if (check.kind() != EventKind.CHECK) {
                continue;
            }
            Side king = check.side();
            Color by = king == Side.WHITE ? Color.BLACK : Color.WHITE;
            List<String> names = new ArrayList<>();
            for (Square q : Attacks.attackers(after, Square.parse(check.square()), by)) {
                Piece p = after.pieceAt(q);
                names.add(Words.piece(PieceKind.valueOf(p.type().name())) + " on " + q);
            }
            String checkers = names.isEmpty() ? Words.side(opposite(king)) : by.title() + "'s " + Words.and(names);
            Event mate = find(events, EventKind.CHECKMATE, king);
            Set<String> clauses = new LinkedHashSet<>(check.clauses().stream().filter(c -> !c.endsWith(".R4")).toList());
            String text = checkers + (names.size() > 1 ? " check " : " checks ") + Words.side(king) + "'s King on " + check.square();
            if (mate != null) {
                text += ", which has no way out: checkmate";
                clauses.addAll(mate.clauses());
            }
            out.add(new Phrase(text, List.copyOf(clauses)));
            List<Event> frozen = events.stream().filter(e -> e.kind() == EventKind.FROZEN && e.side() != king).toList();
            if (!frozen.isEmpty()) {
                out.add(freeze(frozen, names.size()));
            }
            out.addAll(unfrozen(check, frozen, after, by));
        }
        return out;
    }

    /**
     * A Queen or Rook that checks and stays free because the checked player opened its line himself:
     * the reference then cites the freeze rule (XYMYX's Rule 4) on the check itself.
     */
    private static List<Phrase> unfrozen(Event check, List<Event> frozen, Position after, Color by) {
        List<String> freezeRule = check.clauses().stream().filter(c -> c.endsWith(".R4")).toList();
        if (freezeRule.isEmpty()) {
            return List.of();
        }
        List<String> free = new ArrayList<>();
        for (Square q : Attacks.attackers(after, Square.parse(check.square()), by)) {
            Piece p = after.pieceAt(q);
            boolean heavy = p.type() == PieceType.QUEEN || p.type() == PieceType.ROOK;
            if (heavy && frozen.stream().noneMatch(e -> e.square().equals(q.name()))) {
                free.add(Words.piece(PieceKind.valueOf(p.type().name())) + " on " + q);
            }
        }
        return free.isEmpty() ? List.of() : List.of(new Phrase(Words.and(free.stream().map(n -> "the " + n).toList())
                + (free.size() > 1 ? " are" : " is") + " not frozen, since " + Words.side(check.side())
                + " opened the line to his own King himself", freezeRule));
    }

    /** "The Rook is frozen for the next turn", naming the squares when not every checker freezes. */
    private static Phrase freeze(List<Event> frozen, int checkers) {
        boolean all = frozen.size() == checkers;
        List<String> names = frozen.stream().map(e -> Words.the(e.piece()) + (all ? "" : " on " + e.square())).toList();
        List<String> clauses = frozen.stream().flatMap(e -> e.clauses().stream()).toList();
        return new Phrase(Words.and(names) + (frozen.size() > 1 ? " are" : " is") + " frozen for the next turn", clauses);
    }

    private static Phrase outcome(TurnResult.Resolved r, Color decider) {
        Set<String> cited = new LinkedHashSet<>();
        r.events().forEach(e -> cited.addAll(e.clauses()));
        List<String> rest = r.trace().stream().filter(c -> !cited.contains(c)).toList();
        Outcome o = r.outcome();
        String why = "";
        if (o.status() == Outcome.Status.WIN && r.events().stream().filter(e -> e.kind() == EventKind.CHECKMATE).count() == 2) {
            why = decider != null ? ", who registered first," : ", whose move alone gave the mate,";
        }
        return new Phrase(OutcomeWords.of(o, why), rest);
    }

    private static Event find(List<Event> events, EventKind kind, Side side) {
        return events.stream().filter(e -> e.kind() == kind && e.side() == side).findFirst().orElse(null);
    }

    private static Side opposite(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }
}
