package arbiter.suite;

import arbiter.board.Color;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.MoveNotation;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import java.util.List;

/**
 * What a scenario writes (diagrams, FEN, moves) read into board values; anything malformed or
 * impossible becomes a {@link ScenarioError} naming the feature file and line.
 */
final class ScenarioInput {

    private ScenarioInput() {
    }

    static String coordinate(Position p, Color side, String written) {
        return coordinate(p, side, written, StepTracker.current());
    }

    static String coordinate(Position p, Color side, String written, StepTracker.Location where) {
        try {
            Move move = MoveNotation.parse(written, p, side);
            return move.coordinate();
        } catch (NotationException e) {
            throw new ScenarioError(where, e.getMessage());
        }
    }

    /** One player's moves of a turn in coordinate form, each read where the ones before it leave the board. */
    static List<String> coordinates(Position p, Color side, List<String> written, StepTracker.Location where) {
        try {
            return MoveNotation.coordinates(written, p, side);
        } catch (NotationException e) {
            throw new ScenarioError(where, e.getMessage());
        }
    }

    static Position parseDiagram(String diagram) {
        return readDiagram(diagram).position();
    }

    static Diagram.Read readDiagram(String diagram) {
        try {
            return Diagram.read(diagram);
        } catch (NotationException e) {
            StepTracker.Location step = StepTracker.current();
            StepTracker.Location line = new StepTracker.Location(step.file(), step.line() + 1 + e.line());
            throw new ScenarioError(line, e.getMessage());
        }
    }

    static Position parseFen(String fen) {
        try {
            return Fen.parse(fen);
        } catch (NotationException e) {
            throw new ScenarioError(StepTracker.current(), e.getMessage());
        }
    }

    static Position sound(Position p) {
        List<String> problems = PositionProblems.of(p);
        if (!problems.isEmpty()) {
            throw new ScenarioError(StepTracker.current(), "impossible position: " + String.join("; ", problems));
        }
        return p;
    }
}
