package arbiter.bench;

import arbiter.board.Fen;
import arbiter.board.Orthodox;
import java.io.PrintWriter;
import java.util.List;

/** Perft of the six published positions on the shared board machinery, in rounds, each count checked. */
public final class PerftBench {

    /** A published position, the depth it is counted to, and the count. */
    record Position(String name, String fen, int depth, long nodes) {
    }

    static final List<Position> POSITIONS = List.of(
            new Position("initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4_865_609),
            new Position("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4_085_603),
            new Position("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 11_030_083),
            new Position("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 15_833_292),
            new Position("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2_103_487),
            new Position("position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3_894_594));

    /** The nodes of one round: the sum of every position's count. */
    public static final long TOTAL_NODES = POSITIONS.stream().mapToLong(Position::nodes).sum();

    private PerftBench() {
    }

    /** How the leaves are reached: played as moves (as chesslib's perft does), or counted as the last ply's legal moves. */
    public enum Leaves {
        PLAYED("every leaf played"), COUNTED("last ply counted");

        /** How the figure names this way of counting. */
        public final String words;

        Leaves(String words) {
            this.words = words;
        }

        long perft(arbiter.board.Position p, int depth) {
            return this == PLAYED ? Orthodox.perftPlayingLeaves(p, depth) : Orthodox.perft(p, depth);
        }
    }

    /**
     * One round: every position counted, its time printed; round 0 is the warm-up, printed but not counted by the caller.
     *
     * @return the nodes per second of the round, or -1 when a count differs from the published one
     */
    public static double round(PrintWriter out, int round, Leaves leaves) {
        long nanos = 0;
        boolean exact = true;
        StringBuilder line = new StringBuilder();
        for (Position p : POSITIONS) {
            long start = System.nanoTime();
            long nodes = leaves.perft(Fen.parse(p.fen()), p.depth());
            long took = System.nanoTime() - start;
            nanos += took;
            if (nodes != p.nodes()) {
                exact = false;
                out.printf("perft %s depth %d: %,d nodes, WRONG: the published count is %,d%n", p.name(), p.depth(), nodes, p.nodes());
            }
            line.append(String.format(java.util.Locale.ROOT, ", %s %.2f s", p.name(), took / 1e9));
        }
        out.printf(java.util.Locale.ROOT, "perft (%s) %s: %,d nodes in %.2f s, %,.0f nodes/s%s%s%n", leaves.words,
                round == 0 ? "warm-up" : "round " + round, TOTAL_NODES, nanos / 1e9,
                TOTAL_NODES / (nanos / 1e9), exact ? " (every count exact)" : "", line);
        out.flush();
        return exact ? TOTAL_NODES / (nanos / 1e9) : -1;
    }
}
