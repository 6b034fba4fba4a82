package arbiter.jmh;

import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.game.Games;
import arbiter.reference.ReferenceImplementation;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Whole-turn resolution by the reference (legality of both moves, settlement, checks, outcome), cycling through arbiter bench's turns. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class Settlement {

    /** Every game of {@link arbiter.game.Games}, given by {@link Main} at run time, or those of {@code -p ruleset=...}. */
    @Param({})
    public String ruleset;

    private final ReferenceImplementation reference = new ReferenceImplementation();
    private List<Turn> turns;
    private int next;

    @Setup
    public void turns() {
        turns = Games.require(ruleset).benchTurns();
    }

    @Benchmark
    public TurnResult resolve() {
        Turn turn = turns.get(next);
        next = next + 1 == turns.size() ? 0 : next + 1;
        return reference.resolve(turn);
    }
}
