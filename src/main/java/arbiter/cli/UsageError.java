package arbiter.cli;

import arbiter.report.SafeText;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * What the command line says when it is used wrongly: the one line that says what was wrong (with
 * picocli's suggestion for a misspelt option), and where to read more, not the whole usage; and the
 * warnings for options that were given but have no effect.
 */
final class UsageError {

    private UsageError() {
    }

    /** The short message for a bad or missing option or parameter; the exit status is 2. */
    static int handle(ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        PrintWriter err = cli.getErr();
        err.println("arbiter: " + SafeText.of(e.getMessage()));
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
            CommandLine.UnmatchedArgumentException.printSuggestions(unmatched, err);
        }
        err.println("see '" + cli.getCommandSpec().qualifiedName() + " --help'");
        err.flush();
        return cli.getCommandSpec().exitCodeOnInvalidInput();
    }

    /**
     * Warns of options given that the command will not use: {@code --implementation} beside {@code --adapter}, except in
     * {@code resolve}, where the Java implementation answers and each adapter's answer is shown beside it, and {@code fuzz},
     * which compares the two.
     */
    static void warnings(ParseResult parsed) {
        ParseResult command = parsed;
        while (command.hasSubcommand()) {
            command = command.subcommand();
        }
        if (command.hasMatchedOption("--adapter") && command.hasMatchedOption("--implementation")
                && !java.util.List.of("resolve", "fuzz").contains(command.commandSpec().name())) {
            PrintWriter err = command.commandSpec().commandLine().getErr();
            err.println("arbiter: warning: --implementation " + SafeText.of(command.matchedOptionValue("--implementation", ""))
                    + " is ignored: --adapter chooses the implementation under test");
            err.flush();
        }
    }
}
