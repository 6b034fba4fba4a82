package arbiter.rulebook;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.PlainMove;
import arbiter.board.Position;
import java.util.List;

/**
 * A stand-in for the RevoChess reference: plays each move on the board the one before left (a King
 * onto its own Rook swaps with it) and answers with the events and outcome it is given.
 */
final class SwappingStub implements Implementation {

    private final List<Event> events;
    private final Outcome outcome;

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
        for (String m : turn.whiteMoves().isEmpty() ? turn.blackMoves() : turn.whiteMoves()) {
            p = PlainMove.after(p, Move.parseCoordinate(m));
        }
        return new TurnResult.Resolved(Fen.format(p), events, outcome, List.of());
    }
}
