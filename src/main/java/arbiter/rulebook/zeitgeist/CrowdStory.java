package arbiter.rulebook.zeitgeist;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.board.Move;
import arbiter.board.Square;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Pieces removed from a square that two or three pieces ended on, in sentences: a capture by the
 * piece that captured into the square (rule 4), two pieces that both captured into it (rule 4),
 * three pieces where the outnumbered and the stationary ones go (rule 5), an en passant capture.
 */
final class CrowdStory {

    private static final Set<EventKind> REMOVALS = Set.of(EventKind.CAPTURED, EventKind.DESTROYED, EventKind.KING_CAPTURED);

    private CrowdStory() {
    }

    static boolean isRemoval(Event e) {
        return REMOVALS.contains(e.kind());
    }

    /** The statement for the removal at {@code index} and the others of its square and rule, which are marked told. */
    static Phrase tell(Launches launches, int index, Set<Integer> told) {
        List<Event> events = launches.facts().events();
        Event first = events.get(index);
        List<Event> removed = new ArrayList<>();
        List<String> clauses = new ArrayList<>();
        for (int i = index; i < events.size(); i++) {
            Event e = events.get(i);
            if (!told.contains(i) && isRemoval(e) && e.square().equals(first.square()) && Launches.rule(e) == Launches.rule(first)) {
                told.add(i);
                removed.add(e);
                clauses.addAll(e.clauses());
            }
        }
        Square square = Square.parse(first.square());
        List<Launches.Launch> movers = launches.into(square);
        Launches.Still still = launches.stillOn(square, index);
        String text = switch (Launches.rule(first)) {
            case 1 -> enPassant(first, launches);
            case 5 -> movers.size() == 2 && still != null ? three(movers, still, removed, square) : lost(removed, square);
            default -> removed.size() == 2 && movers.size() == 2 ? bothCaptured(movers, launches.before(square), square)
                    : captured(first, movers, still, square);
        };
        return new Phrase(text, plain(text, first, movers, still) ? List.of() : clauses);
    }

    /** An ordinary capture ("White's Knight takes Black's pawn on e5"), which cites no clause: any chess player expects it. */
    private static boolean plain(String text, Event victim, List<Launches.Launch> movers, Launches.Still still) {
        Launches.Launch taker = movers.stream().filter(l -> l.side() != victim.side()).findFirst().orElse(null);
        return taker != null && text.equals(Words.owned(taker.side(), taker.piece()) + " takes " + Words.owned(victim) + " on " + victim.square());
    }

    private static String three(List<Launches.Launch> movers, Launches.Still still, List<Event> removed, Square square) {
        Launches.Launch w = movers.get(0);
        Launches.Launch b = movers.get(1);
        String verb = w.captures() && b.captures() ? " both take on " + square : !w.captures() && !b.captures() ? " both move to " + square
                : " both go for " + square;
        String text = Words.owned(w.side(), w.piece()) + " and " + Words.owned(b.side(), b.piece()) + verb + ", where "
                + Words.side(still.side()) + "'s own " + Words.piece(still.piece()) + (still.bounce() == null ? " stands" : " is back");
        Launches.Launch lone = w.side() == still.side() ? b : w;
        Launches.Launch holder = lone == w ? b : w;
        boolean loneGone = removed.stream().anyMatch(e -> e.side() == lone.side());
        boolean stillGone = removed.stream().anyMatch(e -> e.side() == still.side() && e.piece() == still.piece());
        List<String> why = new ArrayList<>();
        if (loneGone) {
            boolean unique = lone.piece() != still.piece() && lone.piece() != holder.piece();
            why.add((unique ? Words.the(lone.piece()) : Words.owned(lone.side(), lone.piece())) + " is outnumbered");
        }
        if (stillGone) {
            why.add("the stationary " + Words.piece(still.piece()) + " is removed");
        }
        boolean holds = removed.size() == 2 && loneGone && stillGone;
        String name = holder.piece() != still.piece() ? Words.owned(holder.side(), holder.piece())
                : Words.side(holder.side()) + (holder.captures() ? "'s capturing " + Words.piece(holder.piece())
                        : "'s " + Words.piece(holder.piece()) + " from " + holder.from());
        return text + ": " + Words.and(why) + (holds ? ", so " + name + " holds " + square : "");
    }

    private static String bothCaptured(List<Launches.Launch> movers, Launches.Still was, Square square) {
        Launches.Launch w = movers.get(0);
        Launches.Launch b = movers.get(1);
        return Words.owned(w.side(), w.piece()) + " and " + Words.owned(b.side(), b.piece()) + " both take on " + square
                + (was == null ? "" : ", which " + Words.owned(was.side(), was.piece()) + " has left")
                + ": both captured into the square, so both are removed";
    }

    private static String captured(Event victim, List<Launches.Launch> movers, Launches.Still still, Square square) {
        Launches.Launch taker = movers.stream().filter(l -> l.side() != victim.side()).findFirst().orElse(null);
        Launches.Launch arrived = movers.stream().filter(l -> l.side() == victim.side()).findFirst().orElse(null);
        String lost = Words.owned(victim);
        if (taker == null) {
            return lost + " is taken on " + square;
        }
        String takes = Words.owned(taker.side(), taker.piece());
        if (arrived != null && (still == null || still.side() != victim.side())) {
            boolean same = taker.piece() == victim.piece();
            return lost + " moves to " + square + " and " + takes + " takes there: only " + (same ? takes : Words.the(taker.piece()))
                    + " captured into the square, so " + (same ? lost : Words.the(victim.piece())) + " is removed";
        }
        if (still != null && still.bounce() != null) {
            return "back on " + square + ", where " + takes + " has just taken, " + lost + " is captured";
        }
        return takes + " takes " + lost + " on " + square;
    }

    private static String enPassant(Event victim, Launches launches) {
        Side taker = TurnFacts.other(victim.side());
        Square square = Square.parse(victim.square());
        for (Move m : launches.facts().moves(taker)) {
            if (m.to().file() == square.file() && m.from().rank() == square.rank()) {
                return Words.side(taker) + "'s pawn from " + m.from() + " takes " + Words.owned(victim) + " on " + square
                        + " en passant and lands on " + m.to();
            }
        }
        return Words.owned(victim) + " is taken en passant on " + square;
    }

    private static String lost(List<Event> removed, Square square) {
        List<String> names = removed.stream().map(Words::owned).toList();
        return "on " + square + ", three pieces meet: " + Words.and(names) + (names.size() > 1 ? " are" : " is") + " removed";
    }
}
