package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.protocol.AdapterOptions;
import arbiter.protocol.ProcessImplementation;
import arbiter.suite.Target;
import arbiter.bench.BenchFigure;
import arbiter.bench.DeskBench;
import arbiter.bench.PerftBench;
import arbiter.bench.ReportFigure;
import arbiter.bench.ResolveBench;
import arbiter.bench.RulebookBench;
import arbiter.rulebook.FeaturesFolder;
import arbiter.rulebook.story.Words;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter bench}: each speed figure of issue 17 beside its target, as the median of several rounds: perft nodes
 * per second of the shared board machinery, the reference's resolves per second in process (every ruleset) and over the
 * protocol, and the time to write every report of 100,000 results.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        modelTransformer = BenchCommand.RulebooksTimed.class,
        description = "Measure each speed figure beside its target, as the median of several rounds: perft (nodes per second,"
                + " published counts checked), turn resolution (resolves per second, in process for every ruleset and over the"
                + " protocol) and writing every report of 100,000 results; or, with --report or --rulebook, only those."
                + " JMH benchmarks of the hot paths: scripts/jmh.",
        footerHeading = "%nExamples:%n")
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--rounds", defaultValue = "3", description = "Measurement rounds per figure; the median is shown (default: ${DEFAULT-VALUE}).")
    int rounds;

    @Option(names = "--seconds", defaultValue = "1", description = "How long each round of resolves lasts (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warm-up", defaultValue = "4", paramLabel = "SECONDS", description = "How long each resolve figure is"
            + " warmed up before its first round counts: the JIT compiles the resolvers' larger methods late (default: ${DEFAULT-VALUE}).")
    double warmUp;

    @Option(names = "--no-perft", description = "Skip the perft figure.")
    boolean noPerft;

    @Option(names = "--no-report", description = "Skip the figure of writing every report of 100,000 results.")
    boolean noReport;

    @Option(names = "--rulebook", description = "Only measure generating rulebooks, in every format, from ./features:")
    boolean rulebook;

    @Option(names = "--desk", description = "Only measure the rulebook's pages in headless Chromium (on the PATH): the size of"
            + " the scripts every book loads, and how long a turn takes to settle in the page.")
    boolean desk;

    @Option(names = "--report", paramLabel = "SCENARIOS",
            description = "Only measure writing the reports of a run of this many synthetic scenario results (e.g. 100000).")
    Integer reportScenarios;

    @Override
    public Integer call() throws IOException {
        check();
        PrintWriter out = spec.commandLine().getOut();
        if (rulebook) {
            RulebookBench.run(out, Path.of("features"), RulebookBench.rulesets());
            return 0;
        }
        if (desk) {
            BenchFigure.print(out, DeskBench.run(out, Files.isDirectory(Path.of("features")) ? "features" : FeaturesFolder.BUNDLED, rounds));
            return 0;
        }
        List<BenchFigure> figures = new ArrayList<>();
        if (reportScenarios != null) {
            figures.add(ReportFigure.measure(out, reportScenarios, rounds));
            BenchFigure.print(out, figures);
            return 0;
        }
        boolean exact = noPerft || perft(out, figures);
        resolves(out, figures);
        if (!noReport) {
            figures.add(ReportFigure.measure(out, ReportFigure.SCENARIOS, rounds));
        }
        BenchFigure.print(out, figures);
        return exact ? 0 : 1;
    }

    private void check() {
        if (rounds < 1) {
            throw new ParameterException(spec.commandLine(), "--rounds must be at least 1, not " + rounds);
        }
        if (!(seconds > 0 && seconds <= 3600)) {
            throw new ParameterException(spec.commandLine(), "--seconds must be a number of seconds above 0 and at most 3600, not " + seconds);
        }
        if (!(warmUp >= 0 && warmUp <= 3600)) {
            throw new ParameterException(spec.commandLine(), "--warm-up must be a number of seconds from 0 to 3600, not " + warmUp);
        }
        if (reportScenarios != null && reportScenarios < 1) {
            throw new ParameterException(spec.commandLine(), "--report must be at least 1 scenario, not " + reportScenarios);
        }
        if ((rulebook ? 1 : 0) + (desk ? 1 : 0) + (reportScenarios != null ? 1 : 0) > 1) {
            throw new ParameterException(spec.commandLine(), "--rulebook, --desk and --report each measure one thing alone: give one of them");
        }
    }

    /** @return false when a perft count differs from the published one */
    /**
     * Perft both ways. The target (chesslib's 16 M nodes/s) stands beside the figure that plays every leaf, as chesslib's own
     * perft does; counting the last ply instead is the usual engine figure, shown without a target.
     *
     * @return false when a perft count differs from the published one
     */
    private boolean perft(PrintWriter out, List<BenchFigure> figures) {
        for (PerftBench.Leaves leaves : PerftBench.Leaves.values()) {
            double[] rates = new double[rounds];
            PerftBench.round(out, 0, leaves);
            for (int r = 0; r < rounds; r++) {
                rates[r] = PerftBench.round(out, r + 1, leaves);
                if (rates[r] < 0) {
                    return false;
                }
            }
            figures.add(BenchFigure.of(String.format("perft, the six published positions (%,d nodes), %s", PerftBench.TOTAL_NODES,
                    leaves.words), rates, "nodes/s", leaves == PerftBench.Leaves.PLAYED ? BenchFigure.Target.atLeast(16_000_000) : null));
        }
        return true;
    }

    private void resolves(PrintWriter out, List<BenchFigure> figures) {
        Implementation reference = Target.find(Target.REFERENCE);
        Game first = Games.all().get(0);
        for (Game game : Games.all()) {
            List<Turn> turns = game.benchTurns();
            double[] rates = ResolveBench.inProcess(reference, turns, rounds, seconds, warmUp);
            figures.add(BenchFigure.of("resolves in process, " + game.id() + " (" + turns.size() + " turns)", rates,
                    "/s", game == first ? BenchFigure.Target.atLeast(1_000_000) : null));
            progress(out, figures);
        }
        String serve = "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        List<Turn> turns = first.benchTurns();
        List<TurnResult> expected = turns.stream().map(reference::resolve).toList();
        try (ProcessImplementation child = new ProcessImplementation(serve, AdapterOptions.defaults().withInFlight(ResolveBench.IN_FLIGHT))) {
            double[] rates = ResolveBench.overTheProtocol(child, turns, expected, rounds, seconds, warmUp);
            figures.add(BenchFigure.of("resolves over the protocol, " + first.id() + ", " + ResolveBench.IN_FLIGHT + " in flight", rates, "/s",
                    BenchFigure.Target.atLeast(100_000)));
            progress(out, figures);
        }
    }

    /** Ends the description of --rulebook with the rulesets whose books it times ({@link RulebookBench#rulesets()}). */
    static final class RulebooksTimed implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return GameHelp.endDescription(spec, "--rulebook", "those of " + Words.and(RulebookBench.rulesets()) + ".");
        }
    }

    private static void progress(PrintWriter out, List<BenchFigure> figures) {
        BenchFigure last = figures.get(figures.size() - 1);
        out.printf(java.util.Locale.ROOT, "%s: %,.0f%s%n", last.what(), last.median(), last.unit());
        out.flush();
    }
}
