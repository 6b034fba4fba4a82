package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.game.Games;
import arbiter.game.TurnShape;
import arbiter.suite.ClauseCatalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A ruleset judges one registered move on its own (without listing every move of the side), so
 * its verdict must agree with its list: on positions of random games, every move of a piece of
 * the side, to every square, with a promotion letter or without, is refused exactly when the list
 * leaves it out, by a clause of the ruleset's catalogue.
 */
class LegalityAgreementTest {

    private static final ClauseCatalogue CATALOGUE = ClauseCatalogue.forFeatures("features");

    static List<String> rulesets() {
        return Rulesets.ids();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aMoveIsRefusedExactlyWhenTheLegalMovesLeaveItOut(String id) {
        Ruleset ruleset = Rulesets.byId(id).orElseThrow();
        int judged = 0;
        for (Position p : positions(id, new Random(id.hashCode()))) {
            for (Color side : Color.values()) {
                List<Move> legal = ruleset.legalMoves(p, side);
                for (Move move : candidates(p, side)) {
                    Refusal why = ruleset.whyIllegal(p, side, move);
                    assertThat(why == null).as(id + " " + Fen.format(p) + " " + side + " " + move + ": " + why)
                            .isEqualTo(legal.contains(move));
                    if (why != null) {
                        assertThat(CATALOGUE.clauseOf(why.clause())).as(id + " " + move + ": " + why).startsWith(id + ".");
                    }
                    judged++;
                }
            }
        }
        assertThat(judged).isGreaterThan(20_000);
    }

    /** Every move of a piece of {@code side} to another square, pawns reaching the last rank promoting to a Queen or Knight. */
    private static List<Move> candidates(Position p, Color side) {
        List<Move> moves = new ArrayList<>();
        for (Square from : p.squaresOf(side)) {
            for (int to = 0; to < 64; to++) {
                Square target = Square.of(to);
                if (target == from) {
                    continue;
                }
                boolean promotes = p.pieceAt(from).type() == PieceType.PAWN && target.rank() == side.opposite().homeRank();
                if (promotes) {
                    moves.add(new Move(from, target, PieceType.QUEEN));
                    moves.add(new Move(from, target, PieceType.KNIGHT));
                } else {
                    moves.add(Move.of(from, target));
                    moves.add(new Move(from, target, PieceType.QUEEN));
                }
            }
        }
        return moves;
    }

    /** The positions of a few random games of the ruleset, played through the reference. */
    private static List<Position> positions(String id, Random random) {
        ReferenceImplementation reference = new ReferenceImplementation();
        List<Position> positions = new ArrayList<>();
        for (int game = 0; game < 2; game++) {
            String fen = reference.startPosition(id);
            for (int turn = 0; turn < 20; turn++) {
                positions.add(Fen.parse(fen));
                TurnResult result = reference.resolve(randomTurn(reference, id, fen, random));
                if (!(result instanceof TurnResult.Resolved resolved) || resolved.outcome().status() != arbiter.api.Outcome.Status.ONGOING) {
                    break;
                }
                fen = resolved.position();
            }
        }
        return positions;
    }

    /** A turn of the ruleset's shape ({@link TurnShape}) of moves picked from the legal ones. */
    private static Turn randomTurn(ReferenceImplementation reference, String id, String fen, Random random) {
        List<String> white = reference.legalMoves(id, fen, Side.WHITE);
        List<String> black = reference.legalMoves(id, fen, Side.BLACK);
        TurnShape shape = Games.require(id).turnShape();
        if (!shape.bothMove()) {
            boolean whiteToMove = !white.isEmpty();
            List<String> mine = whiteToMove ? white : black;
            List<String> moves = Stream.generate(() -> pick(mine, random)).limit(shape.moverMoves()).toList();
            return new Turn(id, fen, whiteToMove ? moves : List.of(), whiteToMove ? List.of() : moves, null, List.of());
        }
        Side first = shape.keepsOrder() ? Side.WHITE : null;
        return new Turn(id, fen, List.of(pick(white, random)), List.of(pick(black, random)), first, List.of());
    }

    private static String pick(List<String> moves, Random random) {
        return moves.get(random.nextInt(moves.size()));
    }
}
