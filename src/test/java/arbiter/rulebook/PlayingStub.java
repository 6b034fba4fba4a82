package arbiter.rulebook;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.PlainMove;
import arbiter.board.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * An implementation of any ruleset that plays every move as orthodox chess would move the piece
 * (a King onto its own Rook swaps with it), White's first, answers with the events and outcome it
 * is given, and keeps the turns it was asked. {@link #consecutive()} stands in for the RevoChess
 * reference: it hands the move to the other player and reports the events the moves show.
 */
final class PlayingStub implements Implementation {

    final List<Turn> asked = new ArrayList<>();
    private final List<Event> events;
    private final Outcome outcome;
    private final boolean shows;

    PlayingStub(List<Event> events, Outcome outcome) {
        this(events, outcome, false);
    }

    private PlayingStub(List<Event> events, Outcome outcome, boolean shows) {
        this.events = List.copyOf(events);
        this.outcome = outcome;
        this.shows = shows;
    }

    /** A stub whose turns are one player's moves, answering the events they show. */
    static PlayingStub consecutive() {
        return new PlayingStub(List.of(), Outcome.ONGOING, true);
    }

    PlayingStub() {
        this(List.of(), Outcome.ONGOING);
    }

    @Override
    public Description describe() {
        return new Description("stub", "0", "Java", "", List.of("stub"));
    }

    @Override
    public String startPosition(String ruleset) {
        return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
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
        asked.add(turn);
        Position p = Fen.parse(turn.position());
        List<Event> shown = new ArrayList<>();
        for (Side side : Side.values()) {
            for (String m : side == Side.WHITE ? turn.whiteMoves() : turn.blackMoves()) {
                if (shows) {
                    shown.addAll(ShownEvents.of(p, Move.parseCoordinate(m), side));
                }
                p = PlainMove.after(p, Move.parseCoordinate(m));
            }
        }
        if (shows) {
            p = p.toBuilder().sideToMove(turn.whiteMoves().isEmpty() ? Color.WHITE : Color.BLACK).build();
        }
        return new TurnResult.Resolved(Fen.format(p), shows ? shown : events, outcome, List.of());
    }
}
