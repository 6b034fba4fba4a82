package arbiter.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/** The command line run in process, what it prints on standard output and standard error kept for the test. */
public final class CommandRun {

    /** What the command printed to standard output. */
    public final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    /** Runs {@code arbiter} with the arguments and returns its exit status. */
    public int run(String... args) {
        return ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }
}
