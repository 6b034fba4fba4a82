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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The sentence of a turn: what happened and why, built from the reference's events (captured,
 * absorbed, collision, failed capture, promoted, frozen, check, checkmate) and the outcome, each
 * statement citing the clause ids the reference gave for it. Plain moves are left to the caption.
 */
final class Sentences {

    /** A parenthesis or bracket in a reason, which may cite clauses: "(xymyx.C2)", "[ruling, xymyx.RA4]". */
    private static final Pattern CITED = Pattern.compile("\\s*[(\\[][^()\\[\\]]*[)\\]]");
    private static final Pattern CLAUSE = Pattern.compile("[a-z][a-z-]*\\.[A-Za-z0-9][A-Za-z0-9.-]*");
    private static final Set<EventKind> ON_SQUARES = Set.of(EventKind.CAPTURED, EventKind.ABSORBED, EventKind.COLLISION,
            EventKind.FAILED_CAPTURE, EventKind.PROMOTED);

    private Sentences() {
    }

    /**
     * @param before  the position before the turn
     * @param result  the reference's answer
     * @param decider who registered first when the other order would change the result, else null
     * @param first   who registered first when the scenario fixes the order, else null
     * @param white   White's move as written
     * @param black   Black's move as written
     */
    static List<Phrase> of(Position before, TurnResult result, Color decider, Color first, String white, String black) {
        if (result instanceof TurnResult.Rejected r) {
            return List.of(rejected(r, white, black));
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        List<Phrase> out = new ArrayList<>();
        if (first != null) {
            out.add(Phrase.of(first.title() + " registered first"));
        }
        List<Event> moved = r.events().stream().filter(e -> e.kind() == EventKind.MOVED).toList();
        Map<String, List<Event>> bySquare = new LinkedHashMap<>();
        for (Event e : r.events()) {
            if (ON_SQUARES.contains(e.kind())) {
                bySquare.computeIfAbsent(e.square(), s -> new ArrayList<>()).add(e);
            }
        }
        out.addAll(castlings(moved));
        bySquare.forEach((square, events) -> out.addAll(SquareStory.tell(square, events, moved, before)));
        Position after = Fen.parse(r.position());
        out.addAll(checks(r.events(), after));
        if (out.size() == (first == null ? 0 : 1)) {
            out.add(Phrase.of("both moves are carried out and nothing else happens"));
        }
        out.add(outcome(r, decider));
        if (first != null && out.stream().skip(1).anyMatch(p -> p.text().contains("registered first"))) {
            out.remove(0);
        }
        return out;
    }

    private static Phrase rejected(TurnResult.Rejected r, String white, String black) {
        String written = r.side() == Side.WHITE ? white : black;
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

    /** A castling, which the caption writes as O-O: where the King and the Rook go. */
    private static List<Phrase> castlings(List<Event> moved) {
        List<Phrase> out = new ArrayList<>();
        Set<String> common = null;
        for (Event e : moved) {
            if (common == null) {
                common = new LinkedHashSet<>(e.clauses());
            } else {
                common.retainAll(e.clauses());
            }
        }
        for (Side side : Side.values()) {
            List<Event> own = moved.stream().filter(e -> e.side() == side).toList();
            Event king = own.stream().filter(e -> e.piece() == PieceKind.KING).findFirst().orElse(null);
            Event rook = own.stream().filter(e -> e.piece() == PieceKind.ROOK).findFirst().orElse(null);
            if (own.size() == 2 && king != null && rook != null) {
                List<String> clauses = new ArrayList<>(king.clauses());
                if (common != null && !common.containsAll(king.clauses())) {
                    clauses.removeAll(common);
                }
                out.add(new Phrase(Words.side(side) + " castles: the King goes from " + king.from() + " to " + king.square()
                        + " and the Rook from " + rook.from() + " to " + rook.square(), clauses));
            }
        }
        return out;
    }

    private static Phrase outcome(TurnResult.Resolved r, Color decider) {
        Set<String> cited = new LinkedHashSet<>();
        r.events().forEach(e -> cited.addAll(e.clauses()));
        List<String> rest = r.trace().stream().filter(c -> !cited.contains(c)).toList();
        Outcome o = r.outcome();
        return switch (o.status()) {
            case ONGOING -> Phrase.of("the game goes on");
            case WIN -> {
                boolean bothMated = r.events().stream().filter(e -> e.kind() == EventKind.CHECKMATE).count() == 2;
                String why = !bothMated ? "" : decider != null ? ", who registered first," : ", whose move alone gave the mate,";
                yield new Phrase(Words.side(o.winner()) + why + " wins by " + o.reason().replace('-', ' '), rest);
            }
            case DRAW -> new Phrase("the game is drawn " + switch (o.reason()) {
                case "stalemate" -> "by stalemate";
                case "insufficient-material" -> "for want of material to mate";
                case "fifty-turns" -> "by the fifty-turn rule";
                default -> "by " + o.reason().replace('-', ' ');
            }, rest);
            case BOTH_LOSE -> new Phrase("both players lose by " + o.reason().replace('-', ' '), rest);
        };
    }

    private static Event find(List<Event> events, EventKind kind, Side side) {
        return events.stream().filter(e -> e.kind() == kind && e.side() == side).findFirst().orElse(null);
    }

    private static Side opposite(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }
}
