package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.rulebook.Phrase;
import java.util.ArrayList;
import java.util.List;

/**
 * What happened on one square of a turn, in a sentence: a capture (of a King too, or by a piece
 * whose own square falls in the same turn), an absorption, a collision (lost by one piece, or by both when they
 * registered at the same instant, in the words of the ruleset's {@link TurnTelling}), a failed
 * capture, a promotion, or the three-piece case, naming the pieces that moved there. An ordinary capture, the
 * square's one event besides a promotion, cites no clause: it is what any chess player expects.
 */
final class SquareStory {

    private final String square;
    private final List<Event> events;
    private final List<Event> moved;
    private final Position before;
    private final TurnFacts facts;
    private final TurnTelling telling;

    private SquareStory(String square, List<Event> events, TurnFacts facts, TurnTelling telling) {
        this.square = square;
        this.events = events;
        this.moved = facts.events().stream().filter(e -> e.kind() == EventKind.MOVED).toList();
        this.before = facts.before();
        this.facts = facts;
        this.telling = telling;
    }

    /**
     * @param square the square
     * @param events the turn's events on it other than plain moves, checks and freezes
     * @param facts  the whole turn
     * @param telling the ruleset's words for collisions
     */
    static List<Phrase> tell(String square, List<Event> events, TurnFacts facts, TurnTelling telling) {
        return new SquareStory(square, events, facts, telling).tell();
    }

    private List<Phrase> tell() {
        List<Phrase> out = new ArrayList<>();
        List<Event> rest = new ArrayList<>(events);
        for (Event promoted : of(EventKind.PROMOTED)) {
            out.add(new Phrase(Words.side(promoted.side()) + "'s pawn reaches " + square + " and becomes a "
                    + Words.piece(promoted.piece()), promoted.clauses()));
            rest.remove(promoted);
        }
        List<Event> collisions = of(EventKind.COLLISION);
        List<Event> absorbed = of(EventKind.ABSORBED);
        List<Event> captured = of(EventKind.CAPTURED);
        if (collisions.size() == 1) {
            out.add(collision(collisions.get(0)));
            rest.remove(collisions.get(0));
        } else if (collisions.size() == 2 && collisions.get(0).side() != collisions.get(1).side()) {
            out.add(telling.bothCollided(square, collisions.get(0), collisions.get(1)));
            rest.removeAll(collisions);
        } else if (absorbed.size() == 1 && captured.size() == 1) {
            out.add(threePieces(absorbed.get(0), captured.get(0)));
            rest.remove(absorbed.get(0));
            rest.remove(captured.get(0));
        }
        for (Event e : rest) {
            out.add(single(e));
        }
        return out;
    }

    private List<Event> of(EventKind kind) {
        return events.stream().filter(e -> e.kind() == kind).toList();
    }

    /** The piece of {@code side} that moved to this square, as it stands there (promoted or not); null if none. */
    private PieceKind arrived(Side side) {
        for (Event e : events) {
            if (e.kind() == EventKind.PROMOTED && e.side() == side) {
                return e.piece();
            }
        }
        return moved.stream().filter(m -> m.square().equals(square) && m.side() == side).map(Event::piece)
                .findFirst().orElse(null);
    }

    private Phrase collision(Event loser) {
        Side winnerSide = other(loser.side());
        PieceKind winner = arrived(winnerSide);
        if (winner == null) {
            return new Phrase(Words.owned(loser) + " loses the collision on " + square + " and is removed", loser.clauses());
        }
        return telling.collision(square, winnerSide, winner, loser);
    }

    private Phrase threePieces(Event own, Event lost) {
        Side owner = own.side();
        PieceKind taker = arrived(owner);
        String takes = (taker == null ? Words.side(owner) : Words.owned(owner, taker)) + " takes " + Words.its(taker) + " own "
                + Words.piece(own.piece()) + " on " + square;
        List<String> clauses = new ArrayList<>(own.clauses());
        clauses.addAll(lost.clauses());
        return new Phrase(takes + " as " + Words.owned(lost.side(), lost.piece()) + " arrives there; "
                + (taker == null ? "it" : Words.the(taker)) + " stays and " + Words.the(lost.piece()) + " is taken", clauses);
    }

    private Phrase single(Event e) {
        return switch (e.kind()) {
            case CAPTURED -> captured(e);
            case ABSORBED -> {
                PieceKind taker = arrived(e.side());
                yield new Phrase((taker == null ? Words.side(e.side()) : Words.owned(e.side(), taker)) + " takes " + Words.its(taker) + " own "
                        + Words.piece(e.piece()) + " on " + square, e.clauses());
            }
            case FAILED_CAPTURE -> failed(e);
            case KING_CAPTURED -> {
                PieceKind taker = arrived(other(e.side()));
                Event mover = facts.arrival(other(e.side()), square);
                String fallen = mover == null ? "" : ChainCaptures.fallen(mover, facts);
                boolean ordinary = taker != null && fallen.isEmpty() && events.size() == 1;
                yield new Phrase((taker == null ? Words.side(e.side()) + "'s King is taken on " + square
                        : Words.owned(other(e.side()), taker) + " takes " + Words.side(e.side()) + "'s King on " + square)
                        + fallen, ordinary ? List.of() : e.clauses());
            }
            case CHAIN_CAPTURE -> new Phrase(Words.owned(e.side(), e.piece()) + " on " + square + " is taken by a piece whose own"
                    + " square falls in the same turn: a chain capture", e.clauses());
            case COLLISION -> new Phrase(Words.owned(e.side(), e.piece()) + " loses the collision on " + square
                    + " and is removed", e.clauses());
            default -> new Phrase(Words.owned(e.side(), e.piece()) + " on " + square + ": "
                    + e.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '), e.clauses());
        };
    }

    private Phrase captured(Event e) {
        Side taker = other(e.side());
        PieceKind piece = arrived(taker);
        if (piece != null) {
            String takes = Words.owned(taker, piece) + " takes " + Words.owned(e.side(), e.piece()) + " on " + square;
            return events.stream().filter(x -> x.kind() != EventKind.PROMOTED).count() == 1 ? Phrase.of(takes) : new Phrase(takes, e.clauses());
        }
        Event passant = moved.stream().filter(m -> m.side() == taker && m.piece() == PieceKind.PAWN
                && m.square().charAt(0) == square.charAt(0) && m.from() != null && m.from().charAt(0) != square.charAt(0))
                .findFirst().orElse(null);
        if (passant != null) {
            return new Phrase(Words.side(taker) + "'s pawn from " + passant.from() + " takes " + Words.owned(e.side(), e.piece())
                    + " on " + square + " en passant and lands on " + passant.square(), e.clauses());
        }
        return new Phrase(Words.owned(e.side(), e.piece()) + " is taken on " + square, e.clauses());
    }

    private Phrase failed(Event e) {
        Piece target = before.pieceAt(Square.parse(square));
        String mover = Words.owned(e.side(), e.piece());
        if (target == null && e.piece() == PieceKind.PAWN && e.from() != null) {
            return new Phrase(Words.side(e.side()) + "'s pawn on " + e.from() + " takes en passant, but the pawn it aims at"
                    + " moves on in the same turn: nothing is taken and the pawn stands on " + square, e.clauses());
        }
        if (target == null || target.color().name().equals(e.side().name())) {
            return new Phrase(mover + " tries to take on " + square + ", but its target leaves in the same turn: nothing is taken",
                    e.clauses());
        }
        String aimed = Words.owned(other(e.side()), PieceKind.valueOf(target.type().name()));
        return new Phrase(mover + " aims at " + aimed + " on " + square + ", but " + Words.the(PieceKind.valueOf(target.type().name()))
                + " leaves in the same turn: nothing is taken and " + Words.the(e.piece()) + " stands on " + square, e.clauses());
    }

    private static Side other(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }
}
