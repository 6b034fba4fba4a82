package arbiter.reference.revochess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.reference.EventLog;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random RevoChess games from the start, two moves a turn chosen one after the other: every turn
 * the reference accepts keeps the board sound, hands the turn to the other player, reports every
 * piece taken, castles at most once a side, and resolves the same way twice.
 */
class RandomGamesTest {

    private final Ruleset revochess = RevochessRulesets.all().get(0);

    @Test
    void randomGamesStaySoundAndEveryTakenPieceIsReported() {
        Random random = new Random(14);
        int turns = 0;
        int castlings = 0;
        for (int game = 0; game < 300; game++) {
            Position position = revochess.start();
            List<Position> history = new ArrayList<>();
            for (int turn = 0; turn < 120; turn++) {
                Color side = position.sideToMove();
                List<Move> moves = twoMoves(random, position, side);
                TurnInput input = new TurnInput(position, side == Color.WHITE ? new ByColor<>(moves, List.of())
                        : new ByColor<>(List.of(), moves), null, history);
                assertThat(revochess.reject(input)).as(Fen.format(position) + " " + moves).isNull();
                Resolution r = revochess.resolve(input);
                assertThat(revochess.resolve(input)).isEqualTo(r);
                long taken = r.events().stream().map(Event::kind).filter(k -> k == EventKind.CAPTURED || k == EventKind.KING_CAPTURED).count();
                assertThat(count(position) - count(r.after())).isEqualTo(taken);
                castlings += (int) r.events().stream().filter(e -> e.kind() == EventKind.CASTLED).count();
                assertThat(r.events()).noneMatch(e -> e.kind() == EventKind.CHECK);
                turns++;
                if (r.outcome().status() != Outcome.Status.ONGOING) {
                    break;
                }
                assertThat(r.after().sideToMove()).isEqualTo(side.opposite());
                assertThat(PositionProblems.of(r.after())).isEmpty();
                assertThat(revochess.problems(r.after())).isEmpty();
                history.add(position);
                position = r.after();
            }
        }
        assertThat(turns).isGreaterThan(5_000);
        assertThat(castlings).isPositive();
    }

    /** A legal first move, then a legal second move on the board it leaves, unless the first took the King. */
    private List<Move> twoMoves(Random random, Position p, Color side) {
        List<Move> first = revochess.legalMoves(p, side);
        Move one = first.get(random.nextInt(first.size()));
        Position between = TurnPlay.play(p, side, one, new EventLog());
        if (between.kingOf(side.opposite()) == null) {
            return List.of(one);
        }
        List<Move> second = RevoMoves.of(between, side);
        return second.isEmpty() ? List.of(one) : List.of(one, second.get(random.nextInt(second.size())));
    }

    private static long count(Position p) {
        return p.squaresOf(Color.WHITE).size() + p.squaresOf(Color.BLACK).size();
    }
}
