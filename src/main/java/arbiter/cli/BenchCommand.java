package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Fen;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.protocol.AdapterOptions;
import arbiter.protocol.ProcessImplementation;
import arbiter.suite.Target;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arbiter bench}: perft nodes per second of the shared board machinery, and resolves per
 * second of the reference, in process and over the protocol to a child process.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure perft (nodes per second, published counts checked) and turn resolution (resolves per second,"
                + " in process and over the protocol); or, with --report or --rulebook, writing reports and rulebooks.",
        footerHeading = "%nExamples:%n",
        footer = {"  # perft and turn resolution",
                "  arbiter bench",
                "  # generating the XYMYX rulebooks",
                "  arbiter bench --rulebook",
                "  # writing every report of a run of 100,000 scenarios",
                "  arbiter bench --report 100000"})
final class BenchCommand implements Callable<Integer> {

    private static final List<String[]> PERFT = List.of(
            new String[] {"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "5", "4865609"},
            new String[] {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQ - 0 1", "4", "4085603"},
            new String[] {"position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "6", "11030083"},
            new String[] {"position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", "5", "15833292"},
            new String[] {"position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "4", "2103487"},
            new String[] {"position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", "4", "3894594"});

    @Spec
    CommandSpec spec;

    @Option(names = "--seconds", defaultValue = "3", description = "How long to measure resolves (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--no-perft", description = "Skip the perft part.")
    boolean noPerft;

    @Option(names = "--rulebook", description = "Only measure generating the XYMYX and SimulChess rulebooks in every format, from ./features.")
    boolean rulebook;

    @Option(names = "--report", paramLabel = "SCENARIOS",
            description = "Only measure writing the reports of a run of this many synthetic scenario results (e.g. 100000).")
    Integer reportScenarios;

    @Override
    public Integer call() throws java.io.IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (rulebook) {
            RulebookBench.run(out, Path.of("features"), List.of("xymyx", "xymyx-classic", "simulchess"));
            return 0;
        }
        if (reportScenarios != null) {
            ReportBench.run(out, reportScenarios);
            return 0;
        }
        boolean ok = noPerft || perft(out);
        Implementation reference = Target.find(Target.REFERENCE);
        List<Turn> turns = turns(reference);
        measure(out, "XYMYX in process", reference, turns);
        measure(out, "SimulChess in process", reference, simulchessTurns(reference));
        measure(out, "Zeitgeist in process", reference, zeitgeistTurns(reference));
        measure(out, "RevoChess in process", reference, revochessTurns(reference));
        String serve = "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        try (ProcessImplementation child = new ProcessImplementation(serve, AdapterOptions.defaults())) {
            measure(out, "XYMYX over the protocol to a child process", child, turns);
        }
        return ok ? 0 : 1;
    }

    /** A mix of turns: quiet openings, a collision, a capture with check, a castling. */
    static List<Turn> turns(Implementation reference) {
        String start = reference.startPosition("xymyx");
        return List.of(new Turn("xymyx", start, "e2e4", "e7e5", Side.WHITE),
                new Turn("xymyx", start, "g1f3", "b8c6", Side.BLACK),
                new Turn("xymyx", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1a4", "b6a4", Side.WHITE),
                new Turn("xymyx", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQ - 0 1", "e1g1", "e7d6", Side.WHITE),
                new Turn("xymyx-classic", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "d1e2", "a8a7", Side.WHITE));
    }

    /** The text's worked examples and an opening: a base attack, an interception, a King collision, a chain capture. */
    static List<Turn> simulchessTurns(Implementation reference) {
        String start = reference.startPosition("simulchess");
        return List.of(atOnce("simulchess", start, "e2e4", "e7e5"),
                atOnce("simulchess", "5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1", "e4f6", "b7e4"),
                atOnce("simulchess", "5rk1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1", "a1a8", "b6a4"),
                atOnce("simulchess", "8/p5kp/6p1/r7/4K3/1P4P1/P6P/2R5 w - - 0 1", "e4e5", "a5e5"),
                atOnce("simulchess", "3r2k1/pp3ppp/8/8/8/1Pn5/P4PPP/3Q1RK1 w - - 0 1", "d1d8", "c3d1"));
    }

    /** An opening and the settlements that take rounds: a pawn's capture that finds nothing, two blocked Rooks, the three-piece square. */
    static List<Turn> zeitgeistTurns(Implementation reference) {
        String start = reference.startPosition("zeitgeist");
        return List.of(atOnce("zeitgeist", start, "e2e4", "e7e5"),
                atOnce("zeitgeist", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "d5d4"),
                atOnce("zeitgeist", "r3k3/8/8/8/8/8/P7/R3K3 w - - 0 1", "a1a8", "a8a1"),
                atOnce("zeitgeist", "4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1", "c3d5", "e6d5"));
    }

    /** The text's example turns: two moves of one player each, a swap castling among them. */
    static List<Turn> revochessTurns(Implementation reference) {
        String start = reference.startPosition("revochess");
        return List.of(new Turn("revochess", start, List.of("e2e4", "g1f3"), List.of(), null, List.of()),
                new Turn("revochess", "rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 0 1", List.of(), List.of("e7e6", "b8c6"),
                        null, List.of()),
                new Turn("revochess", "r1bqkbnr/pppp1ppp/2n1p3/8/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 2", List.of("e1h1", "d2d4"),
                        List.of(), null, List.of()));
    }

    /** One move each, nobody registered first, no history: a turn of a game where both move at once. */
    private static Turn atOnce(String ruleset, String fen, String white, String black) {
        return new Turn(ruleset, fen, List.of(white), List.of(black), null, List.of());
    }

    private void measure(PrintWriter out, String how, Implementation implementation, List<Turn> turns) {
        for (int i = 0; i < 2000; i++) {
            implementation.resolve(turns.get(i % turns.size()));
        }
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        long begin = System.nanoTime();
        long count = 0;
        while (System.nanoTime() < deadline) {
            implementation.resolve(turns.get((int) (count % turns.size())));
            count++;
        }
        double elapsed = (System.nanoTime() - begin) / 1e9;
        out.printf("resolve %s: %,d resolves in %.2f s, %,.0f resolves/s%n", how, count, elapsed, count / elapsed);
        out.flush();
    }

    private boolean perft(PrintWriter out) {
        long totalNodes = 0;
        long totalNanos = 0;
        boolean ok = true;
        for (String[] row : PERFT) {
            Position p = Fen.parse(row[1]);
            int depth = Integer.parseInt(row[2]);
            long start = System.nanoTime();
            long nodes = Orthodox.perft(p, depth);
            long nanos = System.nanoTime() - start;
            boolean match = nodes == Long.parseLong(row[3]);
            ok &= match;
            totalNodes += nodes;
            totalNanos += nanos;
            out.printf("perft %-10s depth %d: %,12d nodes %s in %6.2f s, %,11.0f nodes/s%n", row[0], depth, nodes,
                    match ? "(correct)" : "(WRONG, expected " + row[3] + ")", nanos / 1e9, nodes / (nanos / 1e9));
            out.flush();
        }
        out.printf("perft total: %,d nodes in %.2f s, %,.0f nodes/s%n", totalNodes, totalNanos / 1e9, totalNodes / (totalNanos / 1e9));
        return ok;
    }
}
