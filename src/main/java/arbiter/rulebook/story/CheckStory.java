package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Kings in check and checkmated, in sentences: who checks a King and whether it has a way out,
 * what follows from the check in the ruleset's {@link TurnTelling}, and a turn not played at all
 * because a King was already checkmated when it started.
 */
public final class CheckStory {

    private CheckStory() {
    }

    /**
     * "No move is played: when the turn starts, Black's King on h8 is already checkmated by White's
     * Rook on e8", when the turn has moves, none was carried out, the board is unchanged and a King
     * is reported checkmated; else null.
     */
    public static Phrase matedAtStart(TurnFacts facts, Position after) {
        List<Event> mates = facts.events().stream().filter(e -> e.kind() == EventKind.CHECKMATE).toList();
        boolean played = facts.events().stream().anyMatch(e -> e.kind() == EventKind.MOVED);
        boolean moves = !facts.turn().whiteMoves().isEmpty() || !facts.turn().blackMoves().isEmpty();
        if (mates.isEmpty() || played || !moves || !after.sameBoard(facts.before())) {
            return null;
        }
        List<String> kings = new ArrayList<>();
        List<String> clauses = new ArrayList<>();
        for (Event mate : mates) {
            List<String> names = checkers(after, mate.square(), mate.side() == Side.WHITE ? Color.BLACK : Color.WHITE);
            kings.add(Words.side(mate.side()) + "'s King on " + mate.square() + (mates.size() > 1 || names.isEmpty() ? ""
                    : " is already checkmated by " + Words.side(opposite(mate.side())) + "'s " + Words.and(names)));
            clauses.addAll(mate.clauses());
        }
        String text = mates.size() > 1 ? Words.and(kings) + " are both already checkmated" : kings.get(0);
        if (!text.contains("checkmated")) {
            text += " is already checkmated";
        }
        return new Phrase("no move is played: when the turn starts, " + text, clauses);
    }

    /** A statement per King in check: who checks it and whether it is mated; then what follows from the check. */
    static List<Phrase> tell(List<Event> events, Position after, TurnTelling telling) {
        List<Phrase> out = new ArrayList<>();
        for (Event check : events) {
            boolean loneMate = check.kind() == EventKind.CHECKMATE && find(events, EventKind.CHECK, check.side()) == null;
            if (check.kind() != EventKind.CHECK && !loneMate) {
                continue;
            }
            Side king = check.side();
            Color by = king == Side.WHITE ? Color.BLACK : Color.WHITE;
            List<String> names = checkers(after, check.square(), by);
            String checkers = names.isEmpty() ? Words.side(opposite(king)) : by.title() + "'s " + Words.and(names);
            Event mate = find(events, EventKind.CHECKMATE, king);
            Set<String> clauses = new LinkedHashSet<>(telling.checkClauses(check));
            String text = checkers + (names.size() > 1 ? " check " : " checks ") + Words.side(king) + "'s King on " + check.square();
            if (mate != null && mate != check) {
                text += ", which has no way out: checkmate";
                clauses.addAll(mate.clauses());
            }
            out.add(new Phrase(loneMate ? text + ", which has no way out: checkmate" : text, List.copyOf(clauses)));
            out.addAll(telling.afterCheck(check, events, after, names.size()));
        }
        return out;
    }

    /** "Rook on e8", ... for each piece of {@code by} attacking {@code square}. */
    private static List<String> checkers(Position p, String square, Color by) {
        List<String> names = new ArrayList<>();
        for (Square q : Attacks.attackers(p, Square.parse(square), by)) {
            Piece piece = p.pieceAt(q);
            names.add(Words.piece(PieceKind.valueOf(piece.type().name())) + " on " + q);
        }
        return names;
    }

    private static Event find(List<Event> events, EventKind kind, Side side) {
        return events.stream().filter(e -> e.kind() == kind && e.side() == side).findFirst().orElse(null);
    }

    private static Side opposite(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }
}
