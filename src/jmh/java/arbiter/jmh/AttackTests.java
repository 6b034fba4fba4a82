package arbiter.jmh;

import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Attack tests: is a square attacked (the square next to White's King, by Black), is a side in check. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class AttackTests {

    @Param({"initial", "kiwipete", "endgame"})
    public String position;

    private Position board;
    private Square target;

    @Setup
    public void read() {
        board = Fen.parse(Positions.FEN.get(position));
        target = Square.parse(position.equals("endgame") ? "b4" : "f1");
    }

    @Benchmark
    public boolean isAttacked() {
        return Attacks.isAttacked(board, target, Color.BLACK);
    }

    @Benchmark
    public boolean inCheck() {
        return Attacks.inCheck(board, Color.WHITE);
    }
}
