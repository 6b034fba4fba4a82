package arbiter.rulebook.zeitgeist;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.rulebook.OutcomeWords;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.story.Castlings;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A turn whose moves are all made at once and then settled in rounds (Zeitgeist), in sentences in
 * the order the reference settled it: a castling, the pieces that bounced back and why
 * ({@link BounceStory}), the pieces removed from crowded squares ({@link CrowdStory}), promotions,
 * and the Kings in check with how many turns in a row. Plain moves are left to the caption.
 */
final class SettlementStory {

    private static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth");

    private SettlementStory() {
    }

    /** @param over whether the turn ends the game (then a first check says no more than who checks) */
    static List<Phrase> tell(TurnFacts facts, Position after, boolean over) {
        Launches launches = new Launches(facts);
        Set<Integer> told = new HashSet<>();
        BounceStory bounces = new BounceStory(launches, told);
        List<Phrase> out = new ArrayList<>(Castlings.tell(facts.events(), facts.turn()));
        List<Event> events = facts.events();
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            if (told.contains(i)) {
                continue;
            }
            if (e.kind() == EventKind.BOUNCED) {
                out.addAll(bounces.tell(i));
            } else if (CrowdStory.isRemoval(e)) {
                out.add(CrowdStory.tell(launches, i, told));
            } else if (e.kind() == EventKind.PROMOTED) {
                out.add(new Phrase(Words.side(e.side()) + "'s pawn reaches " + e.square() + " and becomes a " + Words.piece(e.piece()),
                        e.clauses()));
            } else if (e.kind() == EventKind.CHECK) {
                out.add(check(e, after, over));
            }
        }
        return out;
    }

    /** "White's Rook on a8 checks Black's King on e8 for the second turn in a row", or what a second check would mean. */
    private static Phrase check(Event e, Position after, boolean over) {
        Color by = e.side() == Side.WHITE ? Color.BLACK : Color.WHITE;
        List<String> names = new ArrayList<>();
        for (Square q : Attacks.attackers(after, Square.parse(e.square()), by)) {
            names.add(Words.piece(Launches.kind(after.pieceAt(q))) + " on " + q);
        }
        String checkers = names.isEmpty() ? by.title() : by.title() + "'s " + Words.and(names);
        int count = after.checks(e.side() == Side.WHITE ? Color.WHITE : Color.BLACK);
        String text = checkers + (names.size() > 1 ? " check " : " checks ") + Words.side(e.side()) + "'s King on " + e.square();
        text += count >= 2 ? " for the " + (count <= ORDINALS.size() ? ORDINALS.get(count - 1) : count + "th") + " turn in a row"
                : over ? "" : "; if it is still in check after the next turn, " + Words.side(e.side()) + " loses";
        return new Phrase(text, e.clauses());
    }

    /** "both players lose: White's King is taken and Black's King has been in check two turns in a row". */
    static String bothLose(Position after, Outcome o) {
        List<String> sides = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (Color side : Color.values()) {
            String lost = after.kingOf(side) == null ? "taken" : after.checks(side) >= 2 ? "in check two turns in a row" : null;
            if (lost != null) {
                sides.add(side.title() + "'s King " + (lost.equals("taken") ? "is " : "has been ") + lost);
                why.add(lost);
            }
        }
        if (why.size() < 2) {
            return OutcomeWords.of(o);
        }
        if (why.get(0).equals(why.get(1))) {
            return "both players lose: both Kings " + (why.get(0).equals("taken") ? "are " : "have been ") + why.get(0);
        }
        return "both players lose: " + Words.and(sides);
    }
}
