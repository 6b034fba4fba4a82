package arbiter.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/** The options of a {@code conform} command line that every implementation's run of a comparison shares. */
final class CompareArgs {

    /** Options each run gets its own value for, or that choose the implementation. */
    private static final Set<String> PER_RUN = Set.of("--adapter", "--implementation", "--reports");

    private CompareArgs() {
    }

    /** The options as typed but those of {@link #PER_RUN}, each value after its option's longest name. */
    static List<String> shared(ParseResult parsed) {
        List<String> args = new ArrayList<>();
        for (OptionSpec o : new LinkedHashSet<>(parsed.matchedOptions())) {
            if (PER_RUN.contains(o.longestName())) {
                continue;
            }
            if (o.arity().max() == 0) {
                args.add(o.longestName());
                continue;
            }
            for (String value : o.originalStringValues()) {
                args.add(o.longestName());
                args.add(value);
            }
        }
        return args;
    }

    /** The command line of one implementation's run. */
    static String[] forRun(List<String> shared, String adapter, String reports) {
        List<String> args = new ArrayList<>(List.of("conform"));
        args.addAll(shared);
        args.addAll(List.of("--adapter", adapter, "--reports", reports));
        return args.toArray(String[]::new);
    }
}
