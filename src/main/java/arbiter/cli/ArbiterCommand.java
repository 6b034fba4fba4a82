package arbiter.cli;

import arbiter.report.SafeText;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;

/** The {@code arbiter} command line. */
@Command(name = "arbiter", mixinStandardHelpOptions = true, versionProvider = ArbiterCommand.Version.class,
        resourceBundle = ArbiterCommand.HELP_TEXTS,
        description = "The executable rulebook and conformance suite for simultaneous-move chess.",
        subcommands = {ConformCommand.class, ResolveCommand.class, ListCommand.class, RulebookCommand.class, DiffCommand.class,
                ServeCommand.class, BenchCommand.class, FuzzCommand.class, PerftCommand.class, HelpCommand.class},
        footerHeading = "%nExamples:%n")
public final class ArbiterCommand implements Runnable {

    /** The resource bundle that holds the examples of every command's help, keyed by the command's qualified name. */
    static final String HELP_TEXTS = "arbiter.cli.Help";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(execute(args));
    }

    /** Runs the command line and returns its exit status. */
    public static int execute(String... args) {
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs the command line with its output and errors going to the given writers. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new ArbiterCommand()).setOut(out).setErr(err);
        cli.setExecutionExceptionHandler((e, commandLine, parsed) -> {
            commandLine.getErr().println("arbiter: " + SafeText.of(e.getMessage() == null ? e.toString() : e.getMessage()));
            return 2;
        });
        cli.setParameterExceptionHandler(UsageError::handle);
        cli.setExecutionStrategy(parsed -> {
            UsageError.warnings(parsed);
            return new CommandLine.RunLast().execute(parsed);
        });
        int status = cli.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The version from the jar manifest. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = ArbiterCommand.class.getPackage().getImplementationVersion();
            return new String[] {"arbiter " + (v == null ? "dev" : v)};
        }
    }
}
