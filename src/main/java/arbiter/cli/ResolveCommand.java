package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.MoveNotation;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.report.SafeText;
import arbiter.suite.UserFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code arbiter resolve}: settles one turn from the command line, the arbiter's tool in a dispute. */
@Command(name = "resolve", mixinStandardHelpOptions = true,
        description = "Settle one turn: a ruleset, a position, both moves and who registered first. Prints the board"
                + " after, the events, the outcome and the clauses that decided it. Exit status 0 when the turn was"
                + " carried out, 1 when a move was rejected, 2 for bad input.")
final class ResolveCommand implements Callable<Integer> {

    /** The most a diagram file may hold: a board is a few hundred bytes. */
    static final long DIAGRAM_LIMIT = UserFile.MIB;

    @Spec
    CommandSpec spec;

    @Option(names = "--ruleset", required = true, paramLabel = "ID", description = "The ruleset, e.g. xymyx or xymyx-classic.")
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

    @Option(names = "--white", required = true, paramLabel = "MOVE", description = "White's move: Ra1-a4, e7-e8=Q, O-O or a1a4.")
    String white;

    @Option(names = "--black", required = true, paramLabel = "MOVE", description = "Black's move.")
    String black;

    @Option(names = "--first", paramLabel = "SIDE",
            description = "Who registered first: white or black. Without it the turn is settled both ways and both shown if they differ.")
    String first;

    @Option(names = "--json", description = "Print the protocol's resolve response as JSON instead of text.")
    boolean json;

    @Mixin
    ImplementationChoice choice = new ImplementationChoice();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        List<Side> orders = order();
        Implementation implementation = choice.open();
        try {
            if (!implementation.describe().supports(ruleset)) {
                throw new IllegalArgumentException("unknown ruleset \"" + ruleset + "\"; " + implementation.describe().name()
                        + " implements " + String.join(", ", implementation.describe().rulesets()));
            }
            Position before = before(implementation);
            String whiteMove = coordinate(before, Color.WHITE, white);
            String blackMove = coordinate(before, Color.BLACK, black);
            List<TurnResult> results = new ArrayList<>();
            for (Side side : orders) {
                results.add(implementation.resolve(new Turn(ruleset, Fen.format(before), whiteMove, blackMove, side)));
            }
            boolean same = results.size() == 2 && results.get(0).equals(results.get(1));
            if (json) {
                out.println(TurnJson.of(same ? results.subList(0, 1) : results));
            } else {
                out.print(SafeText.of(TurnReport.text(ruleset, implementation.describe(), before, whiteMove, blackMove, orders, results, same)));
            }
            return results.stream().anyMatch(r -> r instanceof TurnResult.Rejected) ? 1 : 0;
        } finally {
            ImplementationChoice.close(implementation);
        }
    }

    private List<Side> order() {
        if (first == null) {
            return List.of(Side.WHITE, Side.BLACK);
        }
        return switch (first.toLowerCase(Locale.ROOT)) {
            case "white" -> List.of(Side.WHITE);
            case "black" -> List.of(Side.BLACK);
            default -> throw new IllegalArgumentException("--first must be white or black, not \"" + first + "\"");
        };
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
        List<String> problems = PositionProblems.of(p);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("impossible position: " + String.join("; ", problems));
        }
        return p;
    }

    private static String read(Path file) {
        return UserFile.read(file, "diagram file", DIAGRAM_LIMIT);
    }

    private static String coordinate(Position p, Color side, String move) {
        try {
            return MoveNotation.parse(move, p, side).coordinate();
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

}
