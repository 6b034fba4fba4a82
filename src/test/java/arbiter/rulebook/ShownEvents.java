package arbiter.rulebook;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.rulebook.story.TurnFacts;
import java.util.List;

/** The events a RevoChess move shows on the board it is played on: the move, a capture, or a castling swap. */
final class ShownEvents {

    private ShownEvents() {
    }

    static List<Event> of(Position p, Move move, Side side) {
        Piece piece = p.pieceAt(move.from());
        Piece there = p.pieceAt(move.to());
        String from = move.from().name();
        String to = move.to().name();
        Event moved = new Event(EventKind.MOVED, side, kind(piece), to, from, List.of("revochess.dual-move"));
        if (there == null) {
            return List.of(moved);
        }
        if (there.color() == piece.color()) {
            return List.of(moved, new Event(EventKind.MOVED, side, PieceKind.ROOK, from, to, List.of("revochess.dual-move")),
                    new Event(EventKind.CASTLED, side, PieceKind.KING, to, from, List.of("revochess.castling")));
        }
        boolean king = there.type() == PieceType.KING;
        return List.of(moved, new Event(king ? EventKind.KING_CAPTURED : EventKind.CAPTURED, TurnFacts.other(side), kind(there), to, null,
                List.of(king ? "revochess.victory" : "revochess.setup")));
    }

    private static PieceKind kind(Piece piece) {
        return PieceKind.valueOf(piece.type().name());
    }
}
