package arbiter.fuzz;

import arbiter.report.Launcher;
import arbiter.report.ShellWords;
import arbiter.suite.Target;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code arbiter fuzz --readers}: a long campaign of generated and mutated inputs through every
 * reader of outside text. Exit status 0 when nothing escaped, 1 when something did.
 */
public final class ReadersFuzz {

    private ReadersFuzz() {
    }

    /** Runs the campaign and returns the exit status: 0 when nothing escaped, 1 when something did. */
    public static int run(PrintWriter out, long seed, long inputs, List<String> only, double hangLimit) throws InterruptedException {
        List<FuzzTarget> targets = chosen(Targets.all(Target.find(Target.REFERENCE)), only);
        Campaign campaign = new Campaign(seed, Duration.ofMillis((long) (hangLimit * 1000)));
        out.printf("fuzz: seed %d, %,d inputs per target%n", seed, inputs);
        out.printf("%-9s %11s %11s %11s %9s %8s %9s %11s%n", "target", "inputs", "read", "refused", "messages", "escaped",
                "seconds", "slowest ms");
        List<Tally> tallies = new ArrayList<>();
        for (FuzzTarget target : targets) {
            Tally t = campaign.run(target, inputs);
            tallies.add(t);
            out.printf("%-9s %,11d %,11d %,11d %,9d %,8d %9.1f %11.1f%n", t.target(), t.inputs(), t.read(), t.refused(),
                    t.distinctMessages(), t.escaped(), t.seconds(), t.slowestMillis());
            out.flush();
            if (t.hung()) {
                break;
            }
        }
        out.printf("%-9s %,11d %11s %11s %9s %,8d %9.1f%n", "total", tallies.stream().mapToLong(Tally::inputs).sum(), "", "", "",
                tallies.stream().mapToLong(Tally::escaped).sum(), tallies.stream().mapToDouble(Tally::seconds).sum());
        out.println("(messages: distinct refusals, quoted text, numbers and squares folded)");
        boolean escaped = false;
        for (Tally t : tallies) {
            for (Tally.Escape e : t.escapes()) {
                escaped = true;
                out.printf("%nescaped from %s: %s%n  input:   \"%s\"%n  shorter: \"%s\"%n  again:   %s%n",
                        t.target(), e.what(), clip(Escaped.of(e.input())), Escaped.of(e.shrunk()), again(seed, t.target(), inputs));
            }
        }
        return escaped ? 1 : 0;
    }

    /** The command that runs one target's campaign again, begun as this run was. */
    static String again(long seed, String target, long inputs) {
        List<String> words = new ArrayList<>(Launcher.words());
        words.addAll(List.of("fuzz", "--readers", "--seed", String.valueOf(seed), "--target", target, "--inputs", String.valueOf(inputs)));
        return ShellWords.join(words);
    }

    private static List<FuzzTarget> chosen(List<FuzzTarget> all, List<String> only) {
        if (only.isEmpty()) {
            return all;
        }
        List<String> names = all.stream().map(FuzzTarget::name).toList();
        for (String name : only) {
            if (!names.contains(name)) {
                throw new IllegalArgumentException("no fuzz target \"" + name + "\"; the targets are " + String.join(", ", names));
            }
        }
        return all.stream().filter(t -> only.contains(t.name())).toList();
    }

    private static String clip(String text) {
        return text.length() <= 300 ? text : text.substring(0, 300) + "\" ... (" + text.length() + " characters)";
    }
}
