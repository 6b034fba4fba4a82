package arbiter.reference.simulchess;

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
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Random SimulChess games from the start, one move each or one player's alone: every turn the
 * resolver accepts must keep the board sound and account for every piece that left it by an
 * event, and resolving a turn twice must give the same answer.
 */
class RandomGamesTest {

    private static final Set<EventKind> REMOVALS = EnumSet.of(EventKind.CAPTURED, EventKind.CHAIN_CAPTURE,
            EventKind.KING_CAPTURED, EventKind.DESTROYED, EventKind.COLLISION);

    private final Ruleset simulchess = SimulchessRulesets.all().get(0);

    @Test
    void everyPieceThatLeavesTheBoardIsReportedAndTheBoardStaysSound() {
        Random random = new Random(12);
        int turns = 0;
        for (int game = 0; game < 300; game++) {
            Position position = simulchess.start();
            List<Position> history = new ArrayList<>();
            for (int turn = 0; turn < 80; turn++) {
                TurnInput input = new TurnInput(position, new ByColor<>(pick(random, position, Color.WHITE),
                        pick(random, position, Color.BLACK)), null, history);
                if (input.movesOf(Color.WHITE).isEmpty() && input.movesOf(Color.BLACK).isEmpty()) {
                    break;
                }
                assertThat(simulchess.reject(input)).as("a legal turn is accepted").isNull();
                Resolution r = simulchess.resolve(input);
                assertThat(simulchess.resolve(input)).as("the same turn resolves the same way").isEqualTo(r);
                long removed = r.events().stream().map(Event::kind).filter(REMOVALS::contains).count();
                assertThat(count(position) - count(r.after())).as(Fen.format(position) + " " + input.moves())
                        .isEqualTo(removed);
                if (r.outcome().status() == Outcome.Status.ONGOING) {
                    assertThat(PositionProblems.of(r.after())).as(Fen.format(r.after())).isEmpty();
                }
                turns++;
                if (r.outcome().status() != Outcome.Status.ONGOING) {
                    break;
                }
                history.add(position);
                position = r.after();
            }
        }
        assertThat(turns).isGreaterThan(5_000);
    }

    private List<Move> pick(Random random, Position position, Color side) {
        List<Move> legal = simulchess.legalMoves(position, side);
        if (legal.isEmpty() || random.nextInt(10) == 0) {
            return List.of();
        }
        return List.of(legal.get(random.nextInt(legal.size())));
    }

    private static long count(Position p) {
        return p.squaresOf(Color.WHITE).size() + p.squaresOf(Color.BLACK).size();
    }
}
