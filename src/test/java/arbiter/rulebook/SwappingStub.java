package arbiter.rulebook;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.PlainMove;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * A stand-in for the RevoChess reference: plays each move on the board the one before left (a King
 * onto its own Rook swaps with it) and answers with the events and outcome it is given, or, when
 * given none, with the events the moves show (moves, captures, a castling swap).
 */
final class SwappingStub implements Implementation {

    private final List<Event> events;
    private final Outcome outcome;

    SwappingStub() {
        this(List.of(), Outcome.ONGOING);
    }

    SwappingStub(List<Event> events, Outcome outcome) {
        this.events = List.copyOf(events);
        this.outcome = outcome;
    }

    @Override
    public Description describe() {
        return new Description("stub", "0", "Java", "", List.of("revochess"));
    }

    @Override
    public String startPosition(String ruleset) {
        return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    }

    @Override
    public List<String> legalMoves(String ruleset, String position, Side side) {
        return List.of();
    }

    @Override
    public int apiVersion() {
        return 2;
    }

    @Override
    public TurnResult resolve(Turn turn) {
        Position p = Fen.parse(turn.position());
        Side side = turn.whiteMoves().isEmpty() ? Side.BLACK : Side.WHITE;
        List<Event> shown = new ArrayList<>();
        for (String m : side == Side.WHITE ? turn.whiteMoves() : turn.blackMoves()) {
            Move move = Move.parseCoordinate(m);
            shown.addAll(shown(p, move, side));
            p = PlainMove.after(p, move);
        }
        p = p.toBuilder().sideToMove(side == Side.WHITE ? Color.BLACK : Color.WHITE).build();
        return new TurnResult.Resolved(Fen.format(p), events.isEmpty() ? shown : events, outcome, List.of());
    }

    private static List<Event> shown(Position p, Move move, Side side) {
        Piece piece = p.pieceAt(move.from());
        Piece there = p.pieceAt(move.to());
        PieceKind kind = PieceKind.valueOf(piece.type().name());
        String from = move.from().name();
        String to = move.to().name();
        Event moved = new Event(EventKind.MOVED, side, kind, to, from, List.of("revochess.dual-move"));
        if (there == null) {
            return List.of(moved);
        }
        if (there.color() == piece.color()) {
            return List.of(moved, new Event(EventKind.MOVED, side, PieceKind.ROOK, from, to, List.of("revochess.dual-move")),
                    new Event(EventKind.CASTLED, side, PieceKind.KING, to, from, List.of("revochess.castling")));
        }
        Side other = side == Side.WHITE ? Side.BLACK : Side.WHITE;
        boolean king = there.type() == PieceType.KING;
        return List.of(moved, new Event(king ? EventKind.KING_CAPTURED : EventKind.CAPTURED, other, PieceKind.valueOf(there.type().name()),
                to, null, List.of(king ? "revochess.victory" : "revochess.setup")));
    }
}
