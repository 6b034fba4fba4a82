package arbiter.rulebook.revochess;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.PlainMove;
import arbiter.board.Position;
import arbiter.rulebook.story.TurnFacts;
import java.util.ArrayList;
import java.util.List;

/**
 * One move of a player's turn of consecutive moves (RevoChess), read on the board the moves before
 * it left, with the events the reference reported for it.
 *
 * @param index    0 for the first move, 1 for the second
 * @param written  the move as the scenario writes it
 * @param move     the move in coordinates
 * @param side     whose move
 * @param piece    the piece that moves, as it stood before the move
 * @param swap     true when the King changes places with its own Rook (a castling)
 * @param taken    the enemy piece taken, or null
 * @param promoted what a pawn became, or null
 * @param clauses  the clause ids of the move's events
 */
record TurnStep(int index, String written, Move move, Side side, PieceKind piece, boolean swap, PieceKind taken,
        PieceKind promoted, List<String> clauses) {

    /** The moves of {@code side} in order; stops at the first it cannot read on the board. */
    static List<TurnStep> of(TurnFacts facts, Side side) {
        Color color = side == Side.WHITE ? Color.WHITE : Color.BLACK;
        List<String> written = facts.turn().movesOf(color);
        List<String> coordinates = facts.turn().coordinatesOf(color);
        List<TurnStep> out = new ArrayList<>();
        Position p = facts.before();
        for (int i = 0; i < coordinates.size(); i++) {
            Move m;
            try {
                m = Move.parseCoordinate(coordinates.get(i));
            } catch (RuntimeException e) {
                return out;
            }
            Piece mover = p.pieceAt(m.from());
            if (mover == null) {
                return out;
            }
            Piece there = p.pieceAt(m.to());
            boolean swap = mover.type() == PieceType.KING && Piece.of(color, PieceType.ROOK).equals(there);
            PieceKind taken = there != null && there.color() != color ? kind(there.type()) : null;
            Event promotion = facts.find(EventKind.PROMOTED, side, m.to().name());
            PieceKind promoted = promotion != null ? promotion.piece() : m.promotion() == null ? null : kind(m.promotion());
            List<String> clauses = new ArrayList<>();
            facts.events().stream().filter(e -> belongs(e, side, m, taken != null, swap)).forEach(e -> clauses.addAll(e.clauses()));
            out.add(new TurnStep(i, i < written.size() ? written.get(i) : coordinates.get(i), m, side, kind(mover.type()), swap, taken,
                    promoted, clauses));
            p = PlainMove.after(p, m);
        }
        return out;
    }

    /** The events of this move: its own moves, what it took, what the pawn became, the castling. */
    private static boolean belongs(Event e, Side side, Move m, boolean takes, boolean swap) {
        String to = m.to().name();
        return switch (e.kind()) {
            case MOVED -> e.side() == side && m.from().name().equals(e.from()) && to.equals(e.square());
            case CAPTURED, KING_CAPTURED -> takes && e.side() != side && to.equals(e.square());
            case PROMOTED -> e.side() == side && to.equals(e.square());
            case CASTLED -> swap && e.side() == side && m.from().name().equals(e.from());
            default -> false;
        };
    }

    static PieceKind kind(PieceType type) {
        return PieceKind.valueOf(type.name());
    }

    boolean takesKing() {
        return taken == PieceKind.KING;
    }

    /** "first", "second". */
    String ordinal() {
        return index == 0 ? "first" : "second";
    }
}
