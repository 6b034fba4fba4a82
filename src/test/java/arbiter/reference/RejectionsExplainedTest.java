package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Square;
import arbiter.game.Games;
import arbiter.game.TurnShape;
import arbiter.suite.ClauseCatalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every rejection of the reference names the one clause of its ruleset that refuses the move, and
 * says how in words that are more than a label: turns of random moves, legal and not, from the
 * positions of random games.
 */
class RejectionsExplainedTest {

    private static final ClauseCatalogue CATALOGUE = ClauseCatalogue.forFeatures("features");
    /** RevoChess says which of the player's two moves is refused before saying why. */
    private static final Pattern WHICH_MOVE = Pattern.compile("^(first|second) move: ");
    private static final ReferenceImplementation REFERENCE = new ReferenceImplementation();

    static List<String> rulesets() {
        return Rulesets.ids();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aRejectionNamesItsClauseAndSaysWhy(String id) {
        Random random = new Random(id.hashCode());
        int rejections = 0;
        for (String fen : positions(id, random)) {
            for (int n = 0; n < 40; n++) {
                if (REFERENCE.resolve(turn(id, fen, random)) instanceof TurnResult.Rejected r) {
                    String why = WHICH_MOVE.matcher(r.reason()).replaceFirst("");
                    assertThat(r.clauses()).as(id + " " + fen + ": " + r).singleElement()
                            .satisfies(clause -> assertThat(CATALOGUE.clauseOf(clause)).startsWith(id + "."));
                    assertThat(why).as(id + " " + fen + ": " + r).isNotBlank().doesNotEndWith(":").hasSizeGreaterThan(10);
                    rejections++;
                }
            }
        }
        assertThat(rejections).isGreaterThan(200);
    }

    /**
     * A turn of the ruleset's shape ({@link TurnShape}) whose moves are any moves of the players' pieces, most of them
     * illegal; where the player to move plays, now and then one move of the other player instead.
     */
    private static Turn turn(String id, String fen, Random random) {
        TurnShape shape = Games.require(id).turnShape();
        if (!shape.bothMove()) {
            Side side = Fen.parse(fen).sideToMove() == Color.WHITE ? Side.WHITE : Side.BLACK;
            Side mover = random.nextInt(8) == 0 ? other(side) : side;
            List<String> moves = Stream.generate(() -> anyMove(id, fen, mover, random)).limit(mover == side ? shape.moverMoves() : 1)
                    .toList();
            return new Turn(id, fen, mover == Side.WHITE ? moves : List.of(), mover == Side.BLACK ? moves : List.of(), null, List.of());
        }
        return new Turn(id, fen, List.of(anyMove(id, fen, Side.WHITE, random)), List.of(anyMove(id, fen, Side.BLACK, random)),
                shape.keepsOrder() ? Side.WHITE : null, List.of());
    }

    /** A legal move one time in three, else a piece of the side to any other square, now and then with a promotion letter. */
    private static String anyMove(String id, String fen, Side side, Random random) {
        List<String> legal = REFERENCE.legalMoves(id, fen, side);
        if (!legal.isEmpty() && random.nextInt(3) == 0) {
            return pick(legal, random);
        }
        List<Square> pieces = Fen.parse(fen).squaresOf(side == Side.WHITE ? Color.WHITE : Color.BLACK);
        Square from = pieces.get(random.nextInt(pieces.size()));
        Square to = Square.of((from.index() + 1 + random.nextInt(63)) % 64);
        return from.toString() + to + (random.nextInt(10) == 0 ? "q" : "");
    }

    /** The positions of a random game of the ruleset, each turn legal (in RevoChess, two moves found by trying pairs). */
    private static List<String> positions(String id, Random random) {
        List<String> positions = new ArrayList<>();
        String fen = REFERENCE.startPosition(id);
        for (int turn = 0; turn < 12 && fen != null; turn++) {
            positions.add(fen);
            fen = next(id, fen, random);
        }
        return positions;
    }

    /** The position after a random legal turn that leaves the game going on, or null when none was found. */
    private static String next(String id, String fen, Random random) {
        for (int attempt = 0; attempt < 50; attempt++) {
            List<String> white = REFERENCE.legalMoves(id, fen, Side.WHITE);
            List<String> black = REFERENCE.legalMoves(id, fen, Side.BLACK);
            TurnShape shape = Games.require(id).turnShape();
            Turn turn;
            if (shape.bothMove()) {
                turn = new Turn(id, fen, List.of(pick(white, random)), List.of(pick(black, random)), shape.keepsOrder() ? Side.WHITE : null,
                        List.of());
            } else {
                List<String> moves = Stream.generate(() -> pick(white.isEmpty() ? black : white, random)).limit(shape.moverMoves()).toList();
                turn = new Turn(id, fen, white.isEmpty() ? List.of() : moves, white.isEmpty() ? moves : List.of(), null, List.of());
            }
            if (REFERENCE.resolve(turn) instanceof TurnResult.Resolved r && r.outcome().status() == Outcome.Status.ONGOING) {
                return r.position();
            }
        }
        return null;
    }

    private static Side other(Side side) {
        return side == Side.WHITE ? Side.BLACK : Side.WHITE;
    }

    private static String pick(List<String> moves, Random random) {
        return moves.get(random.nextInt(moves.size()));
    }
}
