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
import arbiter.board.Orthodox;
import arbiter.board.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * An implementation of any ruleset that plays every move as orthodox chess would move the piece,
 * White's first, answers with the events and outcome it is given, and keeps the turns it was asked.
 */
final class PlayingStub implements Implementation {

    final List<Turn> asked = new ArrayList<>();
    private final List<Event> events;
    private final Outcome outcome;

    PlayingStub(List<Event> events, Outcome outcome) {
        this.events = List.copyOf(events);
        this.outcome = outcome;
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
        for (String m : turn.whiteMoves()) {
            p = Orthodox.play(p, Move.parseCoordinate(m));
        }
        for (String m : turn.blackMoves()) {
            p = Orthodox.play(p, Move.parseCoordinate(m));
        }
        return new TurnResult.Resolved(Fen.format(p), events, outcome, List.of());
    }
}
