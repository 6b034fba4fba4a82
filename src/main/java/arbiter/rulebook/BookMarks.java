package arbiter.rulebook;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.board.svg.TurnMarks;
import arbiter.rulebook.story.CheckStory;
import arbiter.rulebook.story.TurnFacts;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * What became of a turn's moves, read from its events for the diagrams: slow pieces stopped on
 * their way (by a piece landing in the path, or by a King that survives there), captures
 * cancelled, castlings prevented, moves not played because a King was already checkmated, pieces
 * that bounced back to their launch square (and were captured there), pieces destroyed, and
 * castlings that swap a King with its Rook. Each as {@link TurnMarks} for the board before the turn and as a line of text
 * under the text diagrams.
 */
public final class BookMarks {

    private BookMarks() {
    }

    public static TurnMarks of(PlayedTurn t) {
        if (t.rejected()) {
            return TurnMarks.NONE;
        }
        TurnFacts facts = new TurnFacts(t.events(), t, Fen.parse(t.before()));
        TurnMarks m = TurnMarks.NONE;
        for (Event e : t.events()) {
            Color side = e.side() == Side.WHITE ? Color.WHITE : Color.BLACK;
            switch (e.kind()) {
                case INTERCEPTED -> {
                    Move move = e.from() == null ? null : facts.moveFrom(e.side(), e.from());
                    Square stop = Square.parse(e.square());
                    m = move == null || move.from() == stop ? m : m.withStopped(move.from(), stop, move.to(), side);
                }
                case CAPTURE_CANCELLED, CASTLING_PREVENTED -> m = calledOff(m, e, side);
                case BOUNCED -> m = bounced(m, e, side);
                case CAPTURED, KING_CAPTURED -> m = bouncedBack(t, e) ? m.withDestroyed(Square.parse(e.square())) : m;
                case DESTROYED -> m = destroyed(m, e, facts, side);
                case CASTLED -> m = swapped(m, e, t, side);
                default -> {
                }
            }
        }
        return notPlayed(m, t, facts);
    }

    /** A castling that swapped King and Rook, numbered as the player's move when the turn has two. */
    private static TurnMarks swapped(TurnMarks m, Event e, PlayedTurn t, Color side) {
        if (e.from() == null || e.from().equals(e.square())) {
            return m;
        }
        List<String> moves = t.coordinatesOf(side);
        int index = moves.indexOf(e.from() + e.square());
        String label = moves.size() > 1 && index >= 0 ? String.valueOf(index + 1) : null;
        return m.withSwapped(Square.parse(e.from()), Square.parse(e.square()), side, label);
    }

    private static TurnMarks calledOff(TurnMarks m, Event e, Color side) {
        return e.from() == null || e.from().equals(e.square()) ? m : m.withCalledOff(Square.parse(e.from()), Square.parse(e.square()), side);
    }

    private static TurnMarks bounced(TurnMarks m, Event e, Color side) {
        return e.from() == null || e.from().equals(e.square()) ? m : m.withBounced(Square.parse(e.from()), Square.parse(e.square()), side);
    }

    /** Whether the piece removed by {@code removal} had bounced back to the square it is removed on. */
    private static boolean bouncedBack(PlayedTurn t, Event removal) {
        return t.events().stream().anyMatch(b -> b.kind() == EventKind.BOUNCED && b.side() == removal.side()
                && b.piece() == removal.piece() && removal.square().equals(b.from()));
    }

    /** A destroyed piece; when a King landed on its square in its path, its move drawn as stopped there. */
    private static TurnMarks destroyed(TurnMarks m, Event e, TurnFacts facts, Color side) {
        TurnMarks out = m.withDestroyed(Square.parse(e.square()));
        Event king = facts.arrival(TurnFacts.other(e.side()), e.square());
        Move path = facts.moveThrough(e.side(), e.square());
        boolean intercepted = facts.events().stream().anyMatch(i -> i.kind() == EventKind.INTERCEPTED && i.side() == e.side());
        if (king != null && king.piece() == PieceKind.KING && path != null && !intercepted) {
            out = out.withStopped(path.from(), Square.parse(e.square()), path.to(), side);
        }
        return out;
    }

    /** Every move called off when a King was checkmated before the turn and nothing was played. */
    private static TurnMarks notPlayed(TurnMarks m, PlayedTurn t, TurnFacts facts) {
        if (CheckStory.matedAtStart(facts, Fen.parse(t.after())) == null) {
            return m;
        }
        TurnMarks out = m;
        for (Side side : Side.values()) {
            for (Move move : facts.moves(side)) {
                if (move.from() != move.to()) {
                    out = out.withCalledOff(move.from(), move.to(), side == Side.WHITE ? Color.WHITE : Color.BLACK);
                }
            }
        }
        return out;
    }

    /**
     * Lines for under a text diagram: "path of White's Rook: a1 → a2, a3, a4 (stopped on a4; aimed
     * at a8)", "called off: White's Knight e4 → f6", "bounced: White's Rook a1 → a8, back on a1",
     * "destroyed: Black's Knight on a4", "captured after bouncing back: White's Rook on a1",
     * "swapped (castling, move 1): White's King e1 ↔ Rook h1".
     */
    static List<String> lines(PlayedTurn t) {
        TurnMarks m = of(t);
        List<String> out = new ArrayList<>();
        Position before = Fen.parse(t.before());
        for (TurnMarks.Stopped s : m.stopped()) {
            List<String> path = new ArrayList<>(s.from().between(s.stop()).stream().map(Square::name).toList());
            path.add(s.stop().name());
            out.add("path of " + name(before.pieceAt(s.from()), s.side()) + ": " + s.from() + " \u2192 " + String.join(", ", path)
                    + " (stopped on " + s.stop() + (s.aim() == s.stop() ? "" : "; aimed at " + s.aim()) + ")");
        }
        for (TurnMarks.CalledOff c : m.calledOff()) {
            out.add("called off: " + name(before.pieceAt(c.from()), c.side()) + " " + c.from() + " \u2192 " + c.to());
        }
        for (TurnMarks.Bounced b : m.bounced()) {
            out.add("bounced: " + name(before.pieceAt(b.from()), b.side()) + " " + b.from() + " \u2192 " + b.aim() + ", back on " + b.from());
        }
        for (TurnMarks.Swapped w : m.swapped()) {
            out.add("swapped (castling" + (w.label() == null ? "" : ", move " + w.label()) + "): " + w.side().title() + "'s King "
                    + w.king() + " \u2194 Rook " + w.rook());
        }
        List<String> destroyed = t.events().stream().filter(e -> e.kind() == EventKind.DESTROYED)
                .map(e -> Words.owned(e.side(), e.piece()) + " on " + e.square()).toList();
        if (!destroyed.isEmpty()) {
            out.add("destroyed: " + String.join(", ", destroyed));
        }
        List<String> taken = t.events().stream().filter(e -> (e.kind() == EventKind.CAPTURED || e.kind() == EventKind.KING_CAPTURED) && bouncedBack(t, e))
                .map(e -> Words.owned(e.side(), e.piece()) + " on " + e.square()).toList();
        if (!taken.isEmpty()) {
            out.add("captured after bouncing back: " + String.join(", ", taken));
        }
        return out;
    }

    private static String name(Piece p, Color side) {
        return p == null ? side.title() + "'s piece" : Words.owned(side == Color.WHITE ? Side.WHITE : Side.BLACK,
                PieceKind.valueOf(p.type().name()));
    }
}
