package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.PositionProblems;
import arbiter.game.Games;
import arbiter.game.TurnShape;
import arbiter.perft.JointPerft;
import arbiter.perft.PerftLevel;
import arbiter.report.SafeText;
import arbiter.perft.CountingImplementation;
import arbiter.perft.PerftTable;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbiter perft}: the joint perft of a ruleset from a position, depth by depth, through the adapter interface. */
@Command(name = "perft", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        modelTransformer = PerftCommand.JointTurnOfEachGame.class,
        description = "Count joint turns and the distinct positions after them, depth by depth, asking the implementation"
                + " only through the adapter interface (docs/implementers.md, \"Joint perft\"). Prints each depth's counts"
                + " with the time and the turns resolved per second; --divide then lists the count under each first joint"
                + " turn, sorted, to compare line by line with another implementation's.",
        footerHeading = "%nExamples:%n")
final class PerftCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--ruleset", required = true, paramLabel = "ID", completionCandidates = GameHelp.Ids.class,
            description = "The ruleset: ${COMPLETION-CANDIDATES}.")
    String ruleset;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position to count from (default: the ruleset's start"
            + " position, as the implementation gives it).")
    String fen;

    @Option(names = "--depth", paramLabel = "N", defaultValue = "2", description = "How many joint turns deep"
            + " (default: ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--divide", description = "Then list the counts at the last depth under each first joint turn, sorted:"
            + " its joint turns and the distinct positions they end in.")
    boolean divide;

    @ArgGroup(validate = false, exclusive = false, heading = ImplementationChoice.HEADING)
    ImplementationChoice choice = new ImplementationChoice();

    @Override
    public Integer call() {
        if (depth < 1) {
            throw new IllegalArgumentException("--depth must be 1 or more, not " + depth);
        }
        TurnShape shape = Games.byId(ruleset).orElseThrow(() -> new IllegalArgumentException("unknown ruleset \"" + ruleset
                + "\"; joint perft is defined for " + String.join(", ", Games.ids()))).turnShape();
        requireSoundFen();
        PrintWriter out = spec.commandLine().getOut();
        CountingImplementation implementation = new CountingImplementation(choice.open());
        try {
            String name = implementation.describe().name();
            if (!implementation.describe().supports(ruleset)) {
                throw new IllegalArgumentException(name + " does not implement the ruleset \"" + ruleset + "\"; it implements "
                        + String.join(", ", implementation.describe().rulesets()));
            }
            String from = fen != null ? fen : implementation.startPosition(ruleset);
            out.println(SafeText.of("joint perft of " + ruleset + " by " + name + " from " + from));
            out.println("a joint turn: " + shape.jointTurn());
            printLevels(out, JointPerft.of(implementation, ruleset), from, implementation);
            if (divide) {
                printDivide(out, JointPerft.of(implementation, ruleset).divide(from, depth));
            }
        } catch (IllegalStateException e) {
            throw new IllegalArgumentException("the joint perft stopped: " + e.getMessage());
        } finally {
            ImplementationChoice.close(implementation.inner());
        }
        return 0;
    }

    /** Ends the description with what a joint turn is in each game ({@link GameHelp#jointTurns()}). */
    static final class JointTurnOfEachGame implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            spec.usageMessage().description(spec.usageMessage().description()[0] + " A joint turn is, " + GameHelp.jointTurns() + ".");
            return spec;
        }
    }

    private void requireSoundFen() {
        if (fen == null) {
            return;
        }
        try {
            List<String> problems = PositionProblems.of(Fen.parse(fen));
            if (!problems.isEmpty()) {
                throw new IllegalArgumentException("--fen: impossible position: " + String.join("; ", problems));
            }
        } catch (NotationException e) {
            throw new IllegalArgumentException("--fen: " + e.getMessage());
        }
    }

    private void printLevels(PrintWriter out, JointPerft perft, String from, CountingImplementation implementation) {
        PerftTable table = new PerftTable();
        JointPerft.Levels levels = perft.levels(from);
        for (int d = 1; d <= depth; d++) {
            long asked = implementation.resolved();
            long start = System.nanoTime();
            PerftLevel level = levels.next();
            table.add(level, implementation.resolved() - asked, System.nanoTime() - start);
            out.flush();
        }
        out.print(table.text());
    }

    private void printDivide(PrintWriter out, List<JointPerft.Divided> lines) {
        out.println();
        out.println("divide at depth " + depth + " (under each first joint turn: joint turns, distinct positions):");
        long total = 0;
        for (JointPerft.Divided line : lines.stream().sorted(Comparator.comparing(JointPerft.Divided::turn)).toList()) {
            out.println(SafeText.of(line.turn() + ": " + (line.rejected() ? "rejected" : line.count() + " " + line.distinct())));
            total += line.count();
        }
        out.println("total: " + total + " joint turns (the distinct positions of the whole depth are in the table above)");
    }
}
