package arbiter.reference.zeitgeist;

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
 * The settlement loop ends: random Zeitgeist games from the start, with moves chosen mostly to
 * meet, settle every turn; every turn accounts for each piece that left the board by an event,
 * keeps the board sound and resolves the same way twice.
 */
class SettlementEndsTest {

    private static final Set<EventKind> REMOVALS = EnumSet.of(EventKind.CAPTURED, EventKind.DESTROYED, EventKind.KING_CAPTURED);

    private final Ruleset zeitgeist = ZeitgeistRulesets.all().get(0);

    @Test
    void everyTurnSettlesAndAccountsForEveryPiece() {
        Random random = new Random(13);
        int turns = 0;
        for (int game = 0; game < 4000; game++) {
            Position position = zeitgeist.start();
            List<Position> history = new ArrayList<>();
            for (int turn = 0; turn < 60; turn++) {
                TurnInput input = new TurnInput(position, pick(random, position), null, history);
                assertThat(zeitgeist.reject(input)).as("a written turn is accepted").isNull();
                Resolution r = zeitgeist.resolve(input);
                assertThat(zeitgeist.resolve(input)).isEqualTo(r);
                long removed = r.events().stream().map(Event::kind).filter(REMOVALS::contains).count();
                assertThat(count(position) - count(r.after())).as(Fen.format(position) + " " + input.moves()).isEqualTo(removed);
                turns++;
                if (r.outcome().status() != Outcome.Status.ONGOING) {
                    break;
                }
                assertThat(PositionProblems.of(r.after())).as(Fen.format(r.after())).isEmpty();
                history.add(position);
                position = r.after();
            }
        }
        assertThat(turns).isGreaterThan(10_000);
    }

    /** Mostly two moves that meet: the same target, or one aimed at the other's square or path. */
    private ByColor<List<Move>> pick(Random random, Position p) {
        List<Move> white = zeitgeist.legalMoves(p, Color.WHITE);
        List<Move> black = zeitgeist.legalMoves(p, Color.BLACK);
        if (random.nextInt(3) > 0) {
            for (int tries = 0; tries < 200; tries++) {
                Move w = white.get(random.nextInt(white.size()));
                Move b = black.get(random.nextInt(black.size()));
                if (w.to() == b.to() || w.to() == b.from() || b.to() == w.from() || w.from().between(w.to()).contains(b.to())
                        || b.from().between(b.to()).contains(w.to())) {
                    return new ByColor<>(List.of(w), List.of(b));
                }
            }
        }
        return new ByColor<>(List.of(white.get(random.nextInt(white.size()))), List.of(black.get(random.nextInt(black.size()))));
    }

    private static long count(Position p) {
        return p.squaresOf(Color.WHITE).size() + p.squaresOf(Color.BLACK).size();
    }
}
