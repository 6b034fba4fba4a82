package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.report.SafeText;
import arbiter.suite.UserFile;
import arbiter.resolve.RegistrationOrder;
import arbiter.resolve.ResolveGherkin;
import arbiter.resolve.ResolveSettler;
import arbiter.resolve.ResolveSettling;
import arbiter.resolve.ResolvedTurn;
import arbiter.resolve.TurnJson;
import arbiter.resolve.TurnReport;
import arbiter.resolve.TurnRequest;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code arbiter resolve}: settles one turn from the command line, the arbiter's tool in a dispute. */
@Command(name = "resolve", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        modelTransformer = ResolveCommand.OrderKeepingGames.class,
        description = "Settle one turn: a ruleset, a position, each player's moves (one each, one player's only, or a"
                + " player's two), who registered first, and the positions the game stood in before. Prints the board"
                + " after, the events, the outcome and the clauses that decided it. Exit status 0 when the turn was"
                + " carried out, 1 when a move was rejected, 2 for bad input, 3 when an --adapter disagrees with the"
                + " reference or gives no answer.",
        footerHeading = "%nExamples:%n")
final class ResolveCommand implements Callable<Integer> {

    /** The most a diagram file may hold: a board is a few hundred bytes. */
    static final long DIAGRAM_LIMIT = UserFile.MIB;

    @Spec
    CommandSpec spec;

    @Option(names = "--ruleset", required = true, paramLabel = "ID", descriptionKey = "ruleset")
    String ruleset;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Where where;

    static final class Where {
        @Option(names = "--fen", paramLabel = "FEN", description = "The position before the turn, as FEN.")
        String fen;

        @Option(names = "--diagram", paramLabel = "FILE", description = "A file holding the position as a board diagram.")
        Path diagram;

        @Option(names = "--start", description = "The ruleset's start position.")
        boolean start;
    }

    @Option(names = "--white", paramLabel = "MOVES", description = "White's moves in the order played, separated by commas:"
            + " Ra1-a4, e7-e8=Q, O-O or a1a4; e2-e4,e4-e5 for two. none, or leaving the option out: White does not move.")
    String white;

    @Option(names = "--black", paramLabel = "MOVES", description = "Black's moves, likewise.")
    String black;

    @Option(names = "--first", paramLabel = "SIDE",
            description = "Who registered first: white, black, or none (both at the same instant). Without it a turn where"
                    + " both players move is settled both ways and both shown if they differ; when one player alone moves,"
                    + " nobody registered first.")
    String first;

    @Option(names = "--history", paramLabel = "FEN", description = "A position the game stood in before an earlier turn,"
            + " for repetition; repeat the option for each, oldest first.")
    List<String> history = new ArrayList<>();

    @Option(names = "--history-file", paramLabel = "FILE", description = "A file of those positions, one FEN a line, oldest"
            + " first; blank lines and lines starting with # are skipped.")
    Path historyFile;

    @Option(names = "--json", description = "Print JSON instead of text: the turn, each registration order's protocol resolve"
            + " response (keyed white-first, black-first or nobody-first) with its sentences and every --adapter's answer,"
            + " and the rulings and examples that cover it (docs/arbiters.md, \"Settling a dispute\").")
    boolean json;

    @Option(names = "--gherkin", description = "Print the turn as a scenario to paste into a feature file: the board, the"
            + " moves, who registered first, the reference's whole result, the clauses it traced and the next free @id:.")
    boolean gherkin;

    @Option(names = "--features", paramLabel = "DIR", description = "The feature directory whose rulings and examples are"
            + " named (default: ./features if present, else the copy inside the jar).")
    String features;

    @ArgGroup(validate = false, exclusive = false, heading = ImplementationChoice.HEADING)
    ImplementationChoice choice = new ImplementationChoice();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (json && gherkin) {
            throw new IllegalArgumentException("give --json or --gherkin, not both");
        }
        List<String> earlier = TurnOptions.history(history, historyFile);
        if (gherkin && !earlier.isEmpty()) {
            throw new IllegalArgumentException("--gherkin: a scenario carries no list of earlier positions; leave --history out"
                    + " and play the earlier turns in the scenario instead");
        }
        Implementation implementation = choice.open(null);
        ResolvedTurn turn;
        try {
            TurnRequest request = new TurnRequest(ruleset, white, black, first);
            request.check(implementation);
            Position before = before(implementation);
            turn = request.settle(implementation, before,
                    RegistrationOrder.kept(features, ruleset), earlier, ResolveSettler.specification(features, ruleset),
                    t -> requireSayable(implementation, t));
        } finally {
            ImplementationChoice.close(implementation);
        }
        turn = turn.withRivals(ResolveRivals.ask(choice, ruleset, turn.settlings().stream().map(ResolveSettling::turn).toList()));
        if (json) {
            out.println(TurnJson.of(turn));
        } else if (gherkin) {
            out.print(SafeText.of(ResolveGherkin.of(turn)));
        } else {
            out.print(SafeText.of(TurnReport.text(turn)));
        }
        boolean rejected = turn.settlings().stream().anyMatch(x -> x.reference() instanceof TurnResult.Rejected);
        return turn.disputed() ? 3 : rejected ? 1 : 0;
    }

    /** Ends the description of --first with the games that keep a registration order ({@link GameHelp#registrationOrder()}). */
    static final class OrderKeepingGames implements IModelTransformer {
        @Override
        public CommandSpec transform(CommandSpec spec) {
            return GameHelp.endDescription(spec, "--first", GameHelp.registrationOrder());
        }
    }

    /** A version-1 implementation takes turns of one move each with a first player only, and no history. */
    private static void requireSayable(Implementation implementation, Turn turn) {
        if (implementation.apiVersion() < 2 && !turn.isOneMoveEach()) {
            throw new IllegalArgumentException(implementation.describe().name() + " speaks version 1 of the adapter interface,"
                    + " which says only turns of one move each with one player registered first; in this turn "
                    + String.join(" and ", turn.beyondVersion1()));
        }
    }

    private Position before(Implementation implementation) {
        Position p;
        try {
            if (where.start) {
                p = Fen.parse(implementation.startPosition(ruleset));
            } else if (where.fen != null) {
                p = Fen.parse(where.fen);
            } else {
                p = Diagram.parse(read(where.diagram));
            }
        } catch (NotationException e) {
            String file = where.diagram != null ? where.diagram + (e.line() > 0 ? ":" + e.line() : "") + ": " : "";
            throw new IllegalArgumentException(file + e.getMessage());
        }
        return TurnRequest.checked(p);
    }

    private static String read(Path file) {
        return UserFile.read(file, "diagram file", DIAGRAM_LIMIT);
    }

}
