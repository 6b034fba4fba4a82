package arbiter.reference.chess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.PieceMoves;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.reference.Refusal;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random chess games from the initial position, one move a turn: every turn the reference accepts
 * keeps the position sound, hands the move to the other player, reports every piece taken,
 * resolves the same way twice and ends exactly when orthodox chess says; every move the board
 * model can make but chess does not allow is refused under a clause of chess.
 */
class RandomGamesTest {

    private final Ruleset chess = ChessRulesets.all().get(0);

    @Test
    void randomGamesStaySoundAndEndAsOrthodoxChessSays() {
        Random random = new Random(7);
        int turns = 0;
        int ended = 0;
        int refusals = 0;
        for (int game = 0; game < 100; game++) {
            Position position = chess.start();
            List<Position> history = new ArrayList<>();
            for (int turn = 0; turn < 300; turn++) {
                Color side = position.sideToMove();
                List<Move> legal = chess.legalMoves(position, side);
                assertThat(legal).isEqualTo(Orthodox.legalMoves(position));
                assertThat(chess.legalMoves(position, side.opposite())).isEmpty();
                refusals += turn % 8 == 0 ? everyOtherMoveIsRefused(position, side, legal) : 0;
                Move move = legal.get(random.nextInt(legal.size()));
                TurnInput input = new TurnInput(position, side == Color.WHITE ? new ByColor<>(List.of(move), List.of())
                        : new ByColor<>(List.of(), List.of(move)), null, history);
                assertThat(chess.reject(input)).as(Fen.format(position) + " " + move).isNull();
                Resolution r = chess.resolve(input);
                assertThat(chess.resolve(input)).isEqualTo(r);
                assertThat(r.after()).isEqualTo(Orthodox.play(position, move));
                long taken = r.events().stream().map(Event::kind).filter(k -> k == EventKind.CAPTURED).count();
                assertThat(count(position) - count(r.after())).isEqualTo(taken);
                boolean check = Attacks.inCheck(r.after(), side.opposite());
                assertThat(r.events().stream().anyMatch(e -> e.kind() == EventKind.CHECK)).isEqualTo(check);
                boolean noMove = Orthodox.legalMoves(r.after()).isEmpty();
                if (noMove) {
                    assertThat(r.outcome().reason()).isEqualTo(check ? "checkmate" : "stalemate");
                }
                turns++;
                if (r.outcome().status() != Outcome.Status.ONGOING) {
                    ended++;
                    break;
                }
                assertThat(r.after().sideToMove()).isEqualTo(side.opposite());
                assertThat(PositionProblems.of(r.after())).isEmpty();
                assertThat(chess.problems(r.after())).isEmpty();
                history.add(position);
                position = r.after();
            }
        }
        assertThat(turns).isGreaterThan(10_000);
        assertThat(ended).isGreaterThan(20);
        assertThat(refusals).isGreaterThan(2_000);
    }

    /** Every move the board model lists (own pieces taken, en passant as the position allows) that is not legal is refused under a clause of chess; how many. */
    private int everyOtherMoveIsRefused(Position p, Color side, List<Move> legal) {
        int refused = 0;
        for (Move move : PieceMoves.of(p, side, true, true)) {
            Refusal why = chess.whyIllegal(p, side, move);
            assertThat(why == null).as(Fen.format(p) + " " + move).isEqualTo(legal.contains(move));
            if (why != null) {
                assertThat(why.clause()).startsWith("chess.");
                refused++;
            }
        }
        return refused;
    }

    private static long count(Position p) {
        return p.squaresOf(Color.WHITE).size() + p.squaresOf(Color.BLACK).size();
    }
}
