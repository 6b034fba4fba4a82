package arbiter.rulebook.xymyx;

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
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * XYMYX's checking Queens and Rooks that freeze, told after the check: "the Rook is frozen for the
 * next turn", and a checker that stays free because the checked player opened its line himself.
 */
final class Freezes {

    private Freezes() {
    }

    /** Whether {@code clause} is the freeze rule (Rule 4 of either edition). */
    static boolean isFreezeRule(String clause) {
        return clause.endsWith(".R4");
    }

    /** Which checkers of {@code check} freeze, and which stay free. */
    static List<Phrase> tell(Event check, List<Event> events, Position after, int checkers) {
        List<Phrase> out = new ArrayList<>();
        List<Event> frozen = events.stream().filter(e -> e.kind() == EventKind.FROZEN && e.side() != check.side()).toList();
        if (!frozen.isEmpty()) {
            out.add(freeze(frozen, checkers));
        }
        out.addAll(unfrozen(check, frozen, after, check.side() == Side.WHITE ? Color.BLACK : Color.WHITE));
        return out;
    }

    /**
     * A Queen or Rook that checks and stays free because the checked player opened its line himself:
     * the reference then cites the freeze rule (XYMYX's Rule 4) on the check itself.
     */
    private static List<Phrase> unfrozen(Event check, List<Event> frozen, Position after, Color by) {
        List<String> freezeRule = check.clauses().stream().filter(Freezes::isFreezeRule).toList();
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
}
