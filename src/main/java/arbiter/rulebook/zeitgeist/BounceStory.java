package arbiter.rulebook.zeitgeist;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Square;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Pieces that bounce back to their launch square, in sentences that say why: a pawn with nothing
 * to take or a standing piece in front of it (rule 1), a standing piece in the way (rule 2), a
 * piece of its own colour on the square (rule 3), or a piece of the other colour there and
 * neither captured into it (rule 4); a bounced piece that blocks or bounces another in turn; a
 * castling undone whole; a bounced piece captured on its own square.
 */
final class BounceStory {

    private final Launches launches;
    private final List<Event> events;
    private final Set<Integer> told;
    private final Set<Square> blockers = new HashSet<>();

    /** @param told the indices of the events already told; those told here are added */
    BounceStory(Launches launches, Set<Integer> told) {
        this.launches = launches;
        this.events = launches.facts().events();
        this.told = told;
    }

    /** The statements for the bounce at {@code index}, and for what follows from it. */
    List<Phrase> tell(int index) {
        Event e = events.get(index);
        told.add(index);
        List<Phrase> out = new ArrayList<>();
        int pair = Launches.rule(e) == 4 ? find(EventKind.BOUNCED, x -> x.square().equals(e.square()) && x.side() != e.side()) : -1;
        if (pair >= 0) {
            Event other = events.get(pair);
            told.add(pair);
            Event w = e.side() == Side.WHITE ? e : other;
            Event b = w == e ? other : e;
            out.add(new Phrase(Words.owned(w.side(), w.piece()) + " and " + Words.owned(b.side(), b.piece()) + " both move to " + e.square()
                    + " and neither captured into it: both go back, to " + w.from() + " and " + b.from(), e.clauses()));
            out.addAll(after(w));
            out.addAll(after(b));
            return out;
        }
        out.add(new Phrase(why(e, index), e.clauses()));
        out.addAll(after(e));
        return out;
    }

    private String why(Event e, int index) {
        String who = Words.owned(e);
        String back = " bounces back to " + e.from();
        Square aim = Square.parse(e.square());
        Square from = Square.parse(e.from());
        return switch (Launches.rule(e)) {
            case 1 -> from.file() != aim.file() ? who + back + ": " + PawnBounces.nothingToTake(launches, e, index)
                    : PawnBounces.straight(launches, e, index);
            case 2 -> blocked(e, from, aim, index);
            case 3 -> who + back + ": " + standing(launches.stillOn(aim, index), e.square())
                    + ", and of two pieces of one colour on a square the one that moved goes back";
            case 4 -> who + back + ": it meets a piece of the other colour on " + aim + " and neither captured into the square";
            default -> who + back;
        };
    }

    private String blocked(Event e, Square from, Square aim, int index) {
        String who = Words.owned(e);
        Launches.Still s = null;
        for (Square q : from.between(aim)) {
            Launches.Still still = launches.stillOn(q, index);
            if (still != null && (s == null || s.bounce() != null && still.bounce() == null)) {
                s = still;
            }
        }
        if (s == null) {
            return who + " bounces back to " + e.from() + ": a piece that stands still is in its way";
        }
        if (s.bounce() != null) {
            return "back on " + s.square() + ", " + Words.owned(s.side(), s.piece()) + " blocks " + who + " on its way to " + aim
                    + ", and the " + Words.piece(e.piece()) + " bounces back to " + e.from() + " too";
        }
        if (!blockers.add(s.square())) {
            return who + ", blocked by the same " + Words.piece(s.piece()) + ", bounces back to " + e.from() + " too";
        }
        return who + " bounces back to " + e.from() + ": " + Words.owned(s.side(), s.piece()) + " on " + s.square()
                + ", which did not move, stands in its way";
    }

    private static String standing(Launches.Still s, String square) {
        return s == null ? "a piece of its own colour stands on " + square
                : Words.owned(s.side(), s.piece()) + (s.bounce() == null ? " stands on " : " is back on ") + square;
    }

    /** What follows from a bounce: a castling partner sent back with it, then a capture on the square it is back on. */
    private List<Phrase> after(Event e) {
        List<Phrase> out = new ArrayList<>();
        if (launches.castling(e.side()) != null && (e.piece() == PieceKind.KING || e.piece() == PieceKind.ROOK)) {
            int partner = find(EventKind.BOUNCED, x -> x.side() == e.side() && x.piece() != e.piece()
                    && (x.piece() == PieceKind.KING || x.piece() == PieceKind.ROOK));
            if (partner >= 0) {
                told.add(partner);
                Event p = events.get(partner);
                out.add(new Phrase("with it, " + Words.owned(p) + " goes back to " + p.from() + " too: a castling is undone as a whole",
                        p.clauses()));
                out.addAll(after(p));
            }
        }
        int taken = find(EventKind.CAPTURED, x -> x.side() == e.side() && x.piece() == e.piece() && x.square().equals(e.from()));
        taken = taken >= 0 ? taken : find(EventKind.KING_CAPTURED, x -> x.side() == e.side() && x.square().equals(e.from()));
        if (taken >= 0) {
            told.add(taken);
            Launches.Launch taker = launches.into(Square.parse(e.from())).stream().filter(l -> l.side() != e.side()).findFirst().orElse(null);
            String victim = taker != null && taker.piece() == e.piece() ? Words.owned(e) : Words.the(e.piece());
            out.add(new Phrase("back on " + e.from() + (taker == null ? "" : ", where " + Words.owned(taker.side(), taker.piece())
                    + " has just taken,") + " " + victim + " is captured", events.get(taken).clauses()));
        }
        return out;
    }

    private int find(EventKind kind, Predicate<Event> test) {
        for (int i = 0; i < events.size(); i++) {
            if (!told.contains(i) && events.get(i).kind() == kind && test.test(events.get(i))) {
                return i;
            }
        }
        return -1;
    }
}
