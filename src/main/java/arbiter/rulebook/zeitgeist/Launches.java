package arbiter.rulebook.zeitgeist;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Square;
import arbiter.rulebook.story.TurnFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * Who stood still and who moved in a turn whose moves are all made at once and whose pieces may
 * bounce back (Zeitgeist), read from the moves and the events in the order the reference settled
 * them: where each piece was launched from and where it went, whether it was written as a
 * capture, and which piece stood still on a square when an event happened.
 */
final class Launches {

    /** A piece that moved: its side and kind, its launch square, the square it went for, whether it captured into it. */
    record Launch(Side side, PieceKind piece, Square from, Square to, boolean captures) {
    }

    /** A piece standing still on a square: untouched since the turn began, or bounced back there by the event {@code bounce}. */
    record Still(Side side, PieceKind piece, Square square, Event bounce) {
    }

    private final TurnFacts facts;
    private final List<Launch> launches = new ArrayList<>();

    Launches(TurnFacts facts) {
        this.facts = facts;
        for (Side side : Side.values()) {
            for (Move m : facts.moves(side)) {
                Piece p = facts.before().pieceAt(m.from());
                if (p == null) {
                    continue;
                }
                Piece there = facts.before().pieceAt(m.to());
                boolean diagonalPawn = p.type() == PieceType.PAWN && m.from().file() != m.to().file();
                launches.add(new Launch(side, kind(p), m.from(), m.to(), diagonalPawn || there != null && there.color() != p.color()));
                Castling c = Castling.matching(facts.before(), m);
                if (c != null) {
                    launches.add(new Launch(side, PieceKind.ROOK, c.rook(), c.rookTo(), false));
                }
            }
        }
    }

    TurnFacts facts() {
        return facts;
    }

    /** The piece of {@code side} launched from {@code square}; null if none. */
    Launch from(Side side, Square square) {
        return launches.stream().filter(l -> l.side() == side && l.from() == square).findFirst().orElse(null);
    }

    /** The pieces that went for {@code square}, White's first. */
    List<Launch> into(Square square) {
        return launches.stream().filter(l -> l.to() == square).toList();
    }

    /** The written move of {@code side} when it is a castling; null otherwise. */
    Castling castling(Side side) {
        return facts.moves(side).stream().map(m -> Castling.matching(facts.before(), m)).filter(c -> c != null).findFirst()
                .orElse(null);
    }

    /** The piece standing still on {@code square} when the event at {@code index} happened; null if none. */
    Still stillOn(Square square, int index) {
        Piece p = facts.before().pieceAt(square);
        if (p != null && launches.stream().noneMatch(l -> l.from() == square)) {
            return new Still(side(p), kind(p), square, null);
        }
        List<Event> events = facts.events();
        for (int i = 0; i < index && i < events.size(); i++) {
            Event e = events.get(i);
            if (e.kind() == EventKind.BOUNCED && square.name().equals(e.from())) {
                return new Still(e.side(), e.piece(), square, e);
            }
        }
        return null;
    }

    /** The piece that stood on {@code square} before the turn; null if it was empty. */
    Still before(Square square) {
        Piece p = facts.before().pieceAt(square);
        return p == null ? null : new Still(side(p), kind(p), square, null);
    }

    /** The number of the rule an event cites ({@code zeitgeist.4}: 4); 0 when it cites no numbered rule. */
    static int rule(Event e) {
        for (String c : e.clauses()) {
            String n = c.substring(c.lastIndexOf('.') + 1);
            if (n.matches("[1-9]")) {
                return Integer.parseInt(n);
            }
        }
        return 0;
    }

    static PieceKind kind(Piece p) {
        return PieceKind.valueOf(p.type().name());
    }

    static Side side(Piece p) {
        return p.color() == Color.WHITE ? Side.WHITE : Side.BLACK;
    }
}
