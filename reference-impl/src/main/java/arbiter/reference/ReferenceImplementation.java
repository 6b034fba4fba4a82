package arbiter.reference;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.board.Quoted;
import java.util.List;

/**
 * Arbiter's reference resolver, plugged in through the adapter interface like any other
 * implementation. It explains every turn by the clause ids that decided it.
 */
public final class ReferenceImplementation implements Implementation {

    /** The name it describes itself by. */
    public static final String NAME = "arbiter-reference";

    @Override
    public Description describe() {
        String version = ReferenceImplementation.class.getPackage().getImplementationVersion();
        return describe(version == null ? "dev" : version);
    }

    /** What it describes itself as, with another version: the browser's copy reports the version of the book it came with. */
    public static Description describe(String version) {
        return new Description(NAME, version, "Java", "", Rulesets.ids());
    }

    @Override
    public String startPosition(String ruleset) {
        return Fen.format(ruleset(ruleset).start());
    }

    @Override
    public List<String> legalMoves(String ruleset, String position, Side side) {
        Ruleset r = ruleset(ruleset);
        return r.legalMoves(position(r, position), color(side)).stream().map(Move::coordinate).toList();
    }

    @Override
    public int apiVersion() {
        return 2;
    }

    @Override
    public TurnResult resolve(Turn turn) {
        Ruleset ruleset = ruleset(turn.ruleset());
        Position before = position(ruleset, turn.position());
        ByColor<List<Move>> moves = new ByColor<>(moves(turn.whiteMoves()), moves(turn.blackMoves()));
        Position[] history = new Position[turn.history().size()];
        for (int i = 0; i < history.length; i++) {
            history[i] = position(ruleset, turn.history().get(i));
        }
        TurnInput input = new TurnInput(before, moves, turn.first() == null ? null : color(turn.first()), List.of(history));
        TurnResult.Rejected rejected = ruleset.reject(input);
        if (rejected != null) {
            return rejected;
        }
        Resolution r = ruleset.resolve(input);
        return new TurnResult.Resolved(Fen.format(r.after()), r.events(), r.outcome(), r.trace());
    }

    private static Ruleset ruleset(String id) {
        return Rulesets.byId(id).orElseThrow(() -> new InvalidInputException(
                "unknown ruleset " + Quoted.of(id) + "; this implementation knows " + Rulesets.ids()));
    }

    private static Position position(Ruleset ruleset, String fen) {
        try {
            Position p = Fen.parse(fen);
            List<String> problems = PositionProblems.of(p);
            if (!problems.isEmpty()) {
                throw new InvalidInputException("impossible position " + fen + ": " + String.join("; ", problems));
            }
            problems = ruleset.problems(p);
            if (!problems.isEmpty()) {
                throw new InvalidInputException("impossible position in " + ruleset.id() + " " + fen + ": "
                        + String.join("; ", problems));
            }
            return p;
        } catch (NotationException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    private static List<Move> moves(List<String> texts) {
        Move[] moves = new Move[texts.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = move(texts.get(i));
        }
        return List.of(moves);
    }

    private static Move move(String text) {
        try {
            return Move.parseCoordinate(text);
        } catch (NotationException e) {
            throw new InvalidInputException(e.getMessage());
        }
    }

    private static Color color(Side side) {
        return side == Side.WHITE ? Color.WHITE : Color.BLACK;
    }
}
