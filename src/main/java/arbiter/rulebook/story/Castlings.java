package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.PlayedTurn;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A castling in a sentence, which the caption writes as the player wrote it ({@code O-O},
 * {@code 0-h1}): where the King and the Rook go. A ruleset that reports {@link EventKind#CASTLED}
 * names the castling itself; otherwise a player's one move that moved both its King and a Rook is one.
 */
public final class Castlings {

    private Castlings() {
    }

    /**
     * @param events the turn's events
     * @param turn   the turn, for how many moves each player played
     */
    public static List<Phrase> tell(List<Event> events, PlayedTurn turn) {
        List<Event> moved = events.stream().filter(e -> e.kind() == EventKind.MOVED).toList();
        List<Phrase> out = new ArrayList<>();
        for (Side side : Side.values()) {
            List<Event> own = moved.stream().filter(e -> e.side() == side).toList();
            Event castled = events.stream().filter(e -> e.kind() == EventKind.CASTLED && e.side() == side).findFirst().orElse(null);
            if (castled != null) {
                Event rook = own.stream().filter(e -> e.piece() == PieceKind.ROOK && castled.square().equals(e.from())).findFirst()
                        .orElse(own.stream().filter(e -> e.piece() == PieceKind.ROOK).findFirst().orElse(null));
                out.add(new Phrase(said(side, castled.from(), castled.square(), rook), castled.clauses()));
                continue;
            }
            Event king = own.stream().filter(e -> e.piece() == PieceKind.KING).findFirst().orElse(null);
            Event rook = own.stream().filter(e -> e.piece() == PieceKind.ROOK).findFirst().orElse(null);
            boolean oneMove = turn.coordinatesOf(side == Side.WHITE ? arbiter.board.Color.WHITE : arbiter.board.Color.BLACK).size() == 1;
            if (oneMove && own.size() == 2 && king != null && rook != null) {
                out.add(new Phrase(said(side, king.from(), king.square(), rook), ownClauses(king, moved)));
            }
        }
        return out;
    }

    private static String said(Side side, String kingFrom, String kingTo, Event rook) {
        return Words.side(side) + " castles: the King goes from " + kingFrom + " to " + kingTo
                + (rook == null ? "" : " and the Rook from " + rook.from() + " to " + rook.square());
    }

    /** The King's clauses, less those every move of the turn cites (the rule of moving at all), unless that leaves none. */
    private static List<String> ownClauses(Event king, List<Event> moved) {
        Set<String> common = null;
        for (Event e : moved) {
            if (common == null) {
                common = new LinkedHashSet<>(e.clauses());
            } else {
                common.retainAll(e.clauses());
            }
        }
        List<String> clauses = new ArrayList<>(king.clauses());
        if (common != null && !common.containsAll(king.clauses())) {
            clauses.removeAll(common);
        }
        return clauses;
    }
}
