package arbiter.jmh;

import arbiter.board.Fen;
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

/** Reading and writing FEN, which every request over the adapter interface does at least twice. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class FenCodec {

    @Param({"initial", "kiwipete"})
    public String position;

    private String fen;
    private Position board;

    @Setup
    public void read() {
        fen = Positions.FEN.get(position);
        board = Fen.parse(fen);
    }

    @Benchmark
    public Position parse() {
        return Fen.parse(fen);
    }

    @Benchmark
    public String format() {
        return Fen.format(board);
    }
}
