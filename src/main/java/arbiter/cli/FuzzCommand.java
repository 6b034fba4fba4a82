package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.differential.FuzzPlan;
import arbiter.suite.RulesetOrder;
import arbiter.suite.Target;
import arbiter.fuzz.DifferentialFuzz;
import arbiter.fuzz.FindingScenarios;
import arbiter.fuzz.FuzzMerge;
import arbiter.fuzz.ReadersFuzz;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arbiter fuzz}: random turns sent to an implementation and to the reference (or to two
 * implementations), every disagreement shrunk and written as a scenario; with {@code --readers},
 * the campaign of generated inputs through the readers of outside text. Exit status 0 when
 * nothing differed or escaped, 1 when something did, 2 for bad options.
 */
@Command(name = "fuzz", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS, sortOptions = false,
        description = "Send random positions and random turns of legal moves to an implementation and to the reference (or to"
                + " two implementations) and compare the answers as the specification does: the position after, the events,"
                + " the outcome, which move is rejected. Each disagreement is shrunk and written as a Gherkin scenario"
                + " expecting the reference's answer, for review. Exit status 0 when none, 1 when some, 2 for bad options."
                + " With --readers: feed the readers of outside text generated and mutated inputs instead.",
        footerHeading = "%nExamples:%n")
final class FuzzCommand implements Callable<Integer> {

    private static final String IMPLEMENTATION = "--implementation";
    private static final String ADAPTER = "--adapter";

    @Spec
    CommandSpec spec;

    @Option(names = IMPLEMENTATION, paramLabel = "NAME", description = "A Java implementation on the class path, by name."
            + " Give one implementation or adapter to compare it with the reference, two to compare them with each other.")
    List<String> implementations = new ArrayList<>();

    @Option(names = ADAPTER, paramLabel = "COMMAND", description = "A program that speaks the adapter protocol (docs/protocol.md).")
    List<String> adapters = new ArrayList<>();

    @Option(names = "--ruleset", paramLabel = "ID", description = "Only this ruleset (repeatable; default: every ruleset both support).")
    List<String> rulesets = new ArrayList<>();

    @Option(names = "--seed", defaultValue = "1", description = "The seed: the same seed, shard and limits give the same turns"
            + " and findings (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--turns", paramLabel = "N", description = "Turns to compare (default: 10000, or no limit with --seconds).")
    Long turns;

    @Option(names = "--seconds", paramLabel = "T", description = "Stop after this many seconds.")
    double seconds;

    @Option(names = "--shard", paramLabel = "I/N", defaultValue = "1/1",
            description = "Take the I-th of N shares of the cases: N machines with the same seed run disjoint cases (default: ${DEFAULT-VALUE}).")
    String shard;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the findings go (default: reports/fuzz-<time>/).")
    Path out;

    @Option(names = "--merge", paramLabel = "DIR", arity = "1..*",
            description = "Merge the findings of these out folders into --out, each finding once.")
    List<Path> merge = new ArrayList<>();

    @ArgGroup(validate = false, exclusive = false, heading = "%nAdapters:%n")
    AdapterLimits limits = new AdapterLimits();

    @Option(names = "--readers", description = "Fuzz the readers of outside text instead (FEN, diagram, move, game, protocol).")
    boolean readers;

    @Option(names = "--inputs", defaultValue = "200000", paramLabel = "N",
            description = "With --readers: inputs per target (default: ${DEFAULT-VALUE}; six targets make 1.2 million).")
    long inputs;

    @Option(names = "--target", paramLabel = "NAME", description = "With --readers (implied): only this target (repeatable):"
            + " fen, diagram, move, game, request, response.")
    List<String> only = new ArrayList<>();

    @Option(names = "--hang-limit", defaultValue = "5", paramLabel = "SECONDS",
            description = "With --readers: an input without an answer for this long is a hang (default: ${DEFAULT-VALUE}).")
    double hangLimit;

    @Override
    public Integer call() throws Exception {
        List<String[]> chosen = chosen();
        if (readers || !only.isEmpty()) {
            if (!chosen.isEmpty() || !merge.isEmpty()) {
                throw new IllegalArgumentException("--readers fuzzes Arbiter's own readers: leave out --implementation, --adapter and --merge");
            }
            return ReadersFuzz.run(spec.commandLine().getOut(), seed, inputs, only, hangLimit);
        }
        if (!merge.isEmpty()) {
            return FuzzMerge.run(merge, output(), spec.commandLine().getOut());
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("give the implementation to fuzz: --implementation NAME or --adapter COMMAND (two of"
                    + " them to compare with each other), or --readers for the readers' campaign");
        }
        if (chosen.size() > 2) {
            throw new IllegalArgumentException("give one or two implementations (--implementation or --adapter), not " + chosen.size());
        }
        return differential(chosen);
    }

    private int differential(List<String[]> chosen) throws Exception {
        FuzzPlan plan = plan(List.of());
        Implementation reference = Target.find(Target.REFERENCE);
        List<Implementation> opened = new ArrayList<>();
        try {
            for (String[] c : chosen) {
                opened.add(FuzzOpening.open(c[0].equals(ADAPTER), c[1], limits));
            }
            boolean vsReference = opened.size() == 1;
            Implementation expected = vsReference ? reference : opened.get(0);
            Implementation other = opened.get(opened.size() - 1);
            List<String> supported = FuzzOpening.common(rulesets, reference, expected, other);
            plan = plan(supported.stream().sorted(RulesetOrder.CATALOGUE).toList());
            boolean expectedIsReference = vsReference || !chosen.get(0)[0].equals(ADAPTER) && chosen.get(0)[1].equals(Target.REFERENCE);
            String[] last = chosen.get(chosen.size() - 1);
            List<String> otherOptions = new ArrayList<>(List.of(last[0], last[1]));
            if (last[0].equals(ADAPTER)) {
                otherOptions.addAll(RerunOptions.typed(spec.commandLine().getParseResult(),
                        List.of("--validate", "--timeout", "--start-timeout", "--in-flight")));
            }
            DifferentialFuzz.Pair pair = new DifferentialFuzz.Pair(expected, FuzzOpening.caption(expected), other,
                    FuzzOpening.caption(other), expectedIsReference, otherOptions);
            return DifferentialFuzz.run(reference, pair, plan, output(), spec.commandLine().getOut(), System.console() != null);
        } finally {
            opened.forEach(ImplementationChoice::close);
        }
    }

    private FuzzPlan plan(List<String> chosenRulesets) {
        if (turns != null && turns <= 0 || seconds < 0) {
            throw new IllegalArgumentException("--turns must be more than 0 and --seconds at least 0");
        }
        String[] parts = shard.split("/", -1);
        int index;
        int count;
        try {
            index = Integer.parseInt(parts[0].strip());
            count = parts.length == 2 ? Integer.parseInt(parts[1].strip()) : 0;
        } catch (NumberFormatException e) {
            count = 0;
            index = 0;
        }
        if (parts.length != 2 || count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("--shard " + FindingScenarios.line(shard) + ": write I/N with 1 <= I <= N, e.g. 2/4");
        }
        long limit = turns != null ? turns : seconds > 0 ? Long.MAX_VALUE : 10_000;
        return new FuzzPlan(chosenRulesets, seed, index, count, limit, seconds);
    }

    /** Each implementation named, in the order of the command line: {kind, name or command}. */
    private List<String[]> chosen() {
        List<String[]> out = new ArrayList<>();
        int i = 0;
        int a = 0;
        for (String arg : spec.commandLine().getParseResult().originalArgs()) {
            if (arg.equals(IMPLEMENTATION) || arg.startsWith(IMPLEMENTATION + "=")) {
                out.add(new String[] {IMPLEMENTATION, implementations.get(i++)});
            } else if (arg.equals(ADAPTER) || arg.startsWith(ADAPTER + "=")) {
                out.add(new String[] {ADAPTER, adapters.get(a++)});
            }
        }
        return out;
    }

    private Path output() {
        return out != null ? out : Path.of("reports", "fuzz-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }
}
