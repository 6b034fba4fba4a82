package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.differential.DifferentialRun;
import arbiter.differential.Finding;
import arbiter.differential.FuzzPlan;
import arbiter.differential.RulesetTally;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code arbiter fuzz} against implementations: runs the plan, prints the counts per ruleset, writes the findings. */
final class DifferentialFuzz {

    private DifferentialFuzz() {
    }

    /**
     * @param expected     the implementation taken as right, with its caption
     * @param other        the one compared with it
     * @param isReference  whether {@code expected} is the reference
     * @return 0 when nothing differed, 1 when something did
     */
    static int run(Implementation reference, Implementation expected, String expectedName, Implementation other, String otherName,
            boolean isReference, FuzzPlan plan, Path out, PrintWriter w, boolean terminal) throws IOException {
        String limit = plan.seconds() > 0 ? plan.seconds() + " s" : String.format("%,d turns", plan.turns());
        w.printf("fuzz: %s against %s, seed %d, shard %d/%d, %s, rulesets %s%n", FindingScenarios.line(otherName),
                FindingScenarios.line(expectedName), plan.seed(), plan.shard(), plan.shards(), limit, String.join(", ", plan.rulesets()));
        w.flush();
        DifferentialRun run = new DifferentialRun(reference, expected, other);
        FuzzProgress progress = new FuzzProgress(w, terminal, plan.seconds() > 0 ? 0 : plan.turns());
        run.run(plan, progress::turnDone);
        progress.finish();
        if (run.gaveUp() != null) {
            w.println("gave up after " + run.turns() + " turns: " + FindingScenarios.line(run.gaveUp()));
        }
        print(run.tallies(), w);
        List<FuzzFindings.Entry> entries = new ArrayList<>();
        for (Finding f : run.findings()) {
            entries.add(entry(f, FindingScenarios.of(f, expected, otherName, plan.seed())));
        }
        String runName = "seed " + plan.seed() + ", shard " + plan.shard() + "/" + plan.shards();
        List<FuzzFindings.Tally> tallies = run.tallies().stream().map(t -> new FuzzFindings.Tally(t.ruleset(), t.turns(), t.differing(),
                t.findings(), t.unsupported(), t.errors(), Math.round(t.seconds() * 1000) / 1000.0)).toList();
        FuzzFindings findings = new FuzzFindings(expectedName, otherName, isReference, List.of(runName), run.turns(), tallies, entries);
        List<String> files = findings.write(out);
        w.printf("%d %s (%s) in %s%s%n", entries.size(), entries.size() == 1 ? "finding" : "findings", runName, out,
                files.isEmpty() ? "" : ": " + String.join(", ", files) + ", " + FuzzFindings.FILE);
        if (!files.isEmpty()) {
            w.printf("check them: ./arbiter conform --features %s --implementation <name>%n", out);
        }
        return entries.isEmpty() ? 0 : 1;
    }

    static void print(List<RulesetTally> tallies, PrintWriter w) {
        w.printf("%-14s %9s %9s %8s %9s %12s %7s%n", "ruleset", "turns", "turns/s", "differ", "findings", "unsupported", "errors");
        RulesetTally total = RulesetTally.of("total");
        for (RulesetTally t : tallies) {
            row(t, w);
            total = total.plus(new RulesetTally("total", t.turns(), t.differing(), t.findings(), t.unsupported(), t.errors(), t.nanos()));
        }
        row(total, w);
        w.flush();
    }

    private static void row(RulesetTally t, PrintWriter w) {
        w.printf("%-14s %,9d %,9.0f %,8d %,9d %,12d %,7d%n", t.ruleset(), t.turns(), t.turnsPerSecond(), t.differing(), t.findings(),
                t.unsupported(), t.errors());
    }

    private static FuzzFindings.Entry entry(Finding f, String scenario) {
        return new FuzzFindings.Entry(f.hash(), f.cause(), f.turn().ruleset(), f.turn().position(), f.turn().whiteMoves(),
                f.turn().blackMoves(), f.turn().first() == null ? null : f.turn().first().name().toLowerCase(java.util.Locale.ROOT),
                f.caseNumber(), answer(f.expected()), answer(f.other()), scenario);
    }

    private static String answer(arbiter.differential.Answer a) {
        return a.error() != null ? "error: " + FindingScenarios.line(a.error()) : FindingScenarios.line(a.compared());
    }
}
