package arbiter.jmh;

import arbiter.game.Games;
import java.util.Arrays;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * The entry point of target/arbiter-jmh.jar (scripts/jmh): JMH's own, given the {@code ruleset} parameter of the
 * benchmarks that take one ({@link Settlement}, {@link MoveGeneration.Rulesets}) as every game of {@link Games}
 * unless the command line gives it ({@code -p ruleset=...}), so that a new game is benchmarked with no edit here.
 */
public final class Main {

    /** The name of the parameter, the field of each benchmark that takes it. */
    static final String RULESET = "ruleset";

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        org.openjdk.jmh.Main.main(withEveryRuleset(args));
    }

    /** The arguments, with {@code -p ruleset=<every game's id>} after them when they give no ruleset. */
    static String[] withEveryRuleset(String[] args) {
        try {
            if (new CommandLineOptions(args).getParameter(RULESET).hasValue()) {
                return args;
            }
        } catch (CommandLineOptionException e) {
            return args;
        }
        String[] all = Arrays.copyOf(args, args.length + 2);
        all[args.length] = "-p";
        all[args.length + 1] = RULESET + "=" + String.join(",", Games.ids());
        return all;
    }
}
