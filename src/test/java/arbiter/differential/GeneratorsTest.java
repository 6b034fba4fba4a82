package arbiter.differential;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.suite.Target;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The random placements and turns: sound positions of their ruleset, legal moves, each ruleset's shapes of turn. */
class GeneratorsTest {

    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);
    private static final ReferenceMoves MOVES = new ReferenceMoves(REFERENCE);
    private static final int DRAWS = 300;

    @ParameterizedTest
    @ValueSource(strings = {"xymyx", "xymyx-classic", "simulchess", "zeitgeist", "revochess", "chess"})
    void placementsAreSoundPositionsTheReferenceAccepts(String ruleset) {
        RandomPlacements placements = new RandomPlacements(MOVES);
        Random rng = new Random(7);
        String start = REFERENCE.startPosition(ruleset);
        Set<String> kinds = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            String fen = placements.next(ruleset, start, rng);
            Position p = Fen.parse(fen);
            assertThat(PositionProblems.of(p)).as(fen).isEmpty();
            assertThat(MOVES.accepts(ruleset, fen)).as(fen).isTrue();
            if (!p.frozen().isEmpty()) {
                kinds.add("frozen");
            }
            if (p.checks(Color.WHITE) + p.checks(Color.BLACK) > 0) {
                kinds.add("checks");
            }
            if (p.hasCastled(Color.WHITE) || p.hasCastled(Color.BLACK)) {
                kinds.add("castled");
            }
            if (!p.castlingRooks().isEmpty()) {
                kinds.add("castling");
            }
            if (p.sideToMove() == Color.BLACK) {
                kinds.add("black to move");
            }
        }
        assertThat(kinds).as("the state placements of " + ruleset + " carry").isEqualTo(switch (ruleset) {
            case "xymyx", "xymyx-classic" -> Set.of("frozen", "castling");
            case "zeitgeist" -> Set.of("checks", "castling");
            case "revochess" -> Set.of("castled", "black to move");
            case "chess" -> Set.of("castling", "black to move");
            default -> Set.of("castling");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"xymyx", "xymyx-classic", "simulchess", "zeitgeist", "revochess", "chess"})
    void turnsAreLegalAndShapedAsTheRulesetPlays(String ruleset) {
        RandomTurns turns = new RandomTurns(MOVES);
        RandomPlacements placements = new RandomPlacements(MOVES);
        Random rng = new Random(11);
        Set<String> shapes = new HashSet<>();
        for (int i = 0; i < DRAWS; i++) {
            String fen = i % 2 == 0 ? REFERENCE.startPosition(ruleset) : placements.next(ruleset, REFERENCE.startPosition(ruleset), rng);
            Turn turn = turns.next(ruleset, fen, rng);
            if (turn == null) {
                continue;
            }
            assertThat(MOVES.legal(turn)).as(turn.toString()).isTrue();
            shapes.add(turn.whiteMoves().size() + "+" + turn.blackMoves().size() + " first " + turn.first());
            if (ruleset.equals("revochess") || ruleset.equals("chess")) {
                Side toMove = Fen.parse(fen).sideToMove() == Color.WHITE ? Side.WHITE : Side.BLACK;
                assertThat(turn.movesOf(toMove == Side.WHITE ? Side.BLACK : Side.WHITE)).isEmpty();
            }
        }
        List<String> expected = new ArrayList<>(switch (ruleset) {
            case "xymyx", "xymyx-classic" -> List.of("1+1 first WHITE", "1+1 first BLACK", "1+1 first null");
            case "simulchess" -> List.of("1+1 first null", "1+0 first null", "0+1 first null");
            case "revochess" -> List.of("2+0 first null", "0+2 first null");
            case "chess" -> List.of("1+0 first null", "0+1 first null");
            default -> List.of("1+1 first null");
        });
        assertThat(shapes).as("the shapes of " + ruleset + "'s turns").containsAll(expected);
    }
}
