package arbiter.jmh;

import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.PieceMoves;
import arbiter.board.Position;
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

/** Move generation: orthodox legal moves, the pieces' moves before any legality test, and each ruleset's legal moves. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class MoveGeneration {

    @Param({"initial", "kiwipete", "endgame"})
    public String position;

    private Position board;

    @Setup
    public void read() {
        board = Fen.parse(Positions.FEN.get(position));
    }

    @Benchmark
    public List<Move> orthodoxLegalMoves() {
        return Orthodox.legalMoves(board);
    }

    @Benchmark
    public List<Move> pieceMoves() {
        return PieceMoves.of(board, Color.WHITE, false, true);
    }

    /** Each ruleset's legal moves for White at its start position, through the adapter interface (FEN in, strings out). */
    @State(Scope.Thread)
    public static class Rulesets {

        /** Every game of {@link arbiter.game.Games}, given by {@link Main} at run time, or those of {@code -p ruleset=...}. */
        @Param({})
        public String ruleset;

        private final ReferenceImplementation reference = new ReferenceImplementation();
        private String start;

        @Setup
        public void start() {
            start = reference.startPosition(ruleset);
        }

        @Benchmark
        public List<String> referenceLegalMoves() {
            return reference.legalMoves(ruleset, start, Side.WHITE);
        }
    }
}
