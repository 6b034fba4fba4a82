package arbiter.cli;

import arbiter.report.Launcher;
import arbiter.report.Rerun;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The options of a command line that a command running part of it again must repeat, as they were typed:
 * those that choose the implementation and its limits, then the run's own that {@code conform} takes.
 */
final class RerunOptions {

    /** Options that choose the implementation and limit it; {@code conform}, {@code resolve}, {@code perft} and {@code fuzz} take them. */
    static final List<String> IMPLEMENTATION = List.of("--adapter", "--implementation", "--validate", "--timeout",
            "--start-timeout", "--in-flight");
    /** Options of a {@code conform} run that change what a scenario run again does or where its report goes. */
    static final List<String> CONFORM = List.of("--features", "--check-citations", "--reports");

    private RerunOptions() {
    }

    /** The rerun of the command line {@code parsed}, begun as this process was ({@link Launcher}). */
    static Rerun of(ParseResult parsed) {
        return new Rerun(Launcher.words(), typed(parsed, IMPLEMENTATION), typed(parsed, CONFORM));
    }

    /** The options of {@code names} that {@code parsed} holds, each with its values as typed, in the order of {@code names}. */
    static List<String> typed(ParseResult parsed, List<String> names) {
        List<String> words = new ArrayList<>();
        for (String name : names) {
            OptionSpec option = parsed.matchedOption(name);
            if (option == null) {
                continue;
            }
            if (option.arity().max() == 0) {
                words.add(name);
                continue;
            }
            for (String value : option.originalStringValues()) {
                words.add(name);
                words.add(value);
            }
        }
        return words;
    }
}
