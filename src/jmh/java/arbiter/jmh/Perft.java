package arbiter.jmh;

import arbiter.board.Fen;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Perft at depth 3 (initial 8,902 nodes, Kiwipete 97,862, endgame 2,812): time per count; nodes/s is nodes over it. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class Perft {

    @Param({"initial", "kiwipete", "endgame"})
    public String position;

    private Position board;

    @Setup
    public void read() {
        board = Fen.parse(Positions.FEN.get(position));
    }

    @Benchmark
    public long depth3() {
        return Orthodox.perft(board, 3);
    }
}
