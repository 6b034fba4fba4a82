package arbiter.fuzz;

import arbiter.api.Implementation;
import arbiter.differential.DifferentialRun;
import arbiter.differential.Finding;
import arbiter.differential.FuzzPlan;
import arbiter.differential.RulesetTally;
import arbiter.report.FileWriting;
import arbiter.report.Launcher;
import arbiter.report.ShellWords;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** {@code arbiter fuzz} against implementations: runs the plan, prints the counts per ruleset, writes the findings. */
public final class DifferentialFuzz {

    private DifferentialFuzz() {
    }

    /**
     * The two implementations compared.
     *
     * @param expected            the one whose answers are taken as right
     * @param expectedName        its "name version", safe to print
     * @param other               the one compared with it
     * @param otherName           its "name version"
     * @param expectedIsReference whether the one taken as right is the reference
     * @param otherOptions        the options that choose the one compared as the command line gave them
     *                            ({@code --adapter COMMAND} and its limits, or {@code --implementation NAME})
     */
    public record Pair(Implementation expected, String expectedName, Implementation other, String otherName, boolean expectedIsReference,
            List<String> otherOptions) {
    }

    /** Runs the plan, prints the table and writes the findings to {@code out}; 0 when nothing differed, 1 when something did. */
    public static int run(Implementation reference, Pair pair, FuzzPlan plan, Path out, PrintWriter w, boolean terminal) throws IOException {
        try {
            java.nio.file.Files.createDirectories(out);
        } catch (IOException e) {
            throw new IOException("cannot write the findings into " + out + ": " + FileWriting.describe(e, out)
                    + "; no turn was run", e);
        }
        Implementation expected = pair.expected();
        String otherName = pair.otherName();
        String limit = plan.seconds() > 0 ? plan.seconds() + " s" : String.format("%,d turns", plan.turns());
        w.printf("fuzz: %s against %s, seed %d, shard %d/%d, %s, rulesets %s%n", FindingScenarios.line(otherName),
                FindingScenarios.line(pair.expectedName()), plan.seed(), plan.shard(), plan.shards(), limit, String.join(", ", plan.rulesets()));
        w.flush();
        DifferentialRun run = new DifferentialRun(reference, expected, pair.other());
        FuzzProgress progress = new FuzzProgress(w, terminal, plan.seconds() > 0 ? 0 : plan.turns());
        run.run(plan, progress::turnDone);
        progress.finish();
        if (run.gaveUp() != null) {
            w.println("gave up after " + run.turns() + " turns: " + FindingScenarios.line(run.gaveUp()));
        }
        print(run.tallies(), w);
        List<FuzzFindings.Entry> entries = new ArrayList<>();
        for (Finding f : run.findings()) {
            List<Finding> variants = run.variants(f);
            entries.add(entry(f, plan.seed(), FindingScenarios.of(f, variants.size(), expected, otherName, plan.seed()), variants));
        }
        FuzzFindings.Run thisRun = new FuzzFindings.Run(plan.seed(), plan.shard(), plan.shards(), run.turns());
        List<FuzzFindings.Tally> tallies = run.tallies().stream().map(t -> new FuzzFindings.Tally(t.ruleset(), t.turns(), t.differing(),
                t.findings(), t.unsupported(), t.errors(), Math.round(t.seconds() * 1000) / 1000.0)).toList();
        FuzzFindings findings = new FuzzFindings(pair.expectedName(), otherName, pair.expectedIsReference(), List.of(thisRun), run.turns(), tallies, entries);
        List<String> files = findings.write(out);
        w.printf("%d %s (%s) in %s%s%n", entries.size(), entries.size() == 1 ? "finding" : "findings", thisRun, out,
                files.isEmpty() ? "" : ": " + String.join(", ", files) + ", " + FuzzFindings.FILE);
        if (!files.isEmpty()) {
            List<String> check = new ArrayList<>(Launcher.words());
            check.addAll(List.of("conform", "--features", out.toString()));
            check.addAll(pair.otherOptions());
            w.printf("check them: %s%n", FindingScenarios.line(ShellWords.join(check)));
        }
        return entries.isEmpty() ? 0 : 1;
    }

    static void print(List<RulesetTally> tallies, PrintWriter w) {
        w.printf("%-14s %9s %9s %8s %9s %12s %7s%n", "ruleset", "turns", "turns/s", "differ", "findings", "unsupported", "errors");
        RulesetTally total = RulesetTally.of("total");
        for (RulesetTally t : tallies) {
            row(t, w);
            total = total.plus(t);
        }
        row(total, w);
        w.flush();
    }

    private static void row(RulesetTally t, PrintWriter w) {
        w.printf("%-14s %,9d %,9.0f %,8d %,9d %,12d %,7d%n", t.ruleset(), t.turns(), t.turnsPerSecond(), t.differing(), t.findings(),
                t.unsupported(), t.errors());
    }

    private static FuzzFindings.Entry entry(Finding f, long seed, String scenario, List<Finding> variants) {
        return new FuzzFindings.Entry(f.hash(), f.cause(), f.turn().ruleset(), f.turn().position(), f.turn().whiteMoves(),
                f.turn().blackMoves(), first(f), seed, f.caseNumber(), answer(f.expected()), answer(f.other()), scenario,
                variants.stream().map(v -> new FuzzFindings.Variant(v.variant(), v.turn().position(), v.turn().whiteMoves(),
                        v.turn().blackMoves(), first(v), seed, v.caseNumber(), answer(v.expected()), answer(v.other()))).toList());
    }

    private static String first(Finding f) {
        return f.turn().first() == null ? null : f.turn().first().name().toLowerCase(Locale.ROOT);
    }

    private static String answer(arbiter.differential.Answer a) {
        return a.error() != null ? "error: " + FindingScenarios.line(a.error()) : FindingScenarios.line(a.compared());
    }
}
