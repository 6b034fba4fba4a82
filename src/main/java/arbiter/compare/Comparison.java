package arbiter.compare;

import arbiter.report.Tally;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Several implementations run on one suite, side by side: read from each run's own {@code report.json},
 * so that every count here is the count of that run's report. Clause rows are those of the runs' reports
 * that at least one run has a scenario under; scenarios are keyed by id, in the order first met.
 */
public final class Comparison {

    /** One implementation's run: its adapter command, its run folder (null when none was written), its exit status. */
    public record Run(String adapter, Path folder, int exitStatus) {
    }

    /** A clause row: its ruleset, id and title. */
    public record Clause(String ruleset, String id, String title) {
    }

    private final List<CompareColumn> columns;
    private final Map<String, CompareScenario> scenarios;
    private final List<Clause> clauses;
    private final boolean complete;

    private Comparison(List<CompareColumn> columns, Map<String, CompareScenario> scenarios, List<Clause> clauses, boolean complete) {
        this.complete = complete;
        this.columns = List.copyOf(columns);
        this.scenarios = scenarios;
        List<String> rulesets = clauses.stream().map(Clause::ruleset).distinct().toList();
        this.clauses = clauses.stream().filter(c -> !scenariosUnder(c.id()).isEmpty())
                .sorted(Comparator.comparingInt(c -> rulesets.indexOf(c.ruleset()))).toList();
    }

    /** Reads the runs' reports; {@code dir} is the comparison folder the links are made relative to. */
    public static Comparison read(Path dir, List<Run> runs) throws IOException {
        return read(dir, runs, true);
    }

    /** As above; {@code complete} false marks a comparison cut short, before every implementation had its run. */
    public static Comparison read(Path dir, List<Run> runs, boolean complete) throws IOException {
        CompareReader reader = new CompareReader(dir);
        for (Run run : runs) {
            reader.add(run);
        }
        return new Comparison(reader.columns(), reader.scenarios(), reader.clauses(), complete);
    }

    /** False when the comparison was cut short: only the implementations whose run had finished are in it. */
    public boolean complete() {
        return complete;
    }

    public List<CompareColumn> columns() {
        return columns;
    }

    /** The clause rows, in the reports' order grouped by ruleset, each with a scenario in at least one run. */
    public List<Clause> clauses() {
        return clauses;
    }

    /** Every scenario any run reported, in the order first met. */
    public List<CompareScenario> scenarios() {
        return List.copyOf(scenarios.values());
    }

    /** The scenarios counted under a clause. */
    public List<CompareScenario> scenariosUnder(String clause) {
        return scenarios.values().stream().filter(s -> s.countedUnder().contains(clause)).toList();
    }

    /** The counts of one column under one clause: what that run's own report counts there. */
    public Tally cell(CompareColumn column, String clause) {
        List<String> verdicts = new ArrayList<>();
        for (CompareScenario s : scenariosUnder(clause)) {
            String v = column.verdict(s.key());
            if (v != null) {
                verdicts.add(v);
            }
        }
        return CompareTallies.of(verdicts);
    }

    /** The columns that passed a scenario: the implementations that agree with the reference on it. */
    public List<CompareColumn> agreeing(CompareScenario s) {
        return columns.stream().filter(c -> "passed".equals(c.verdict(s.key()))).toList();
    }

    /** The columns that failed or errored on a scenario: the implementations that do not agree with the reference on it. */
    public List<CompareColumn> disagreeing(CompareScenario s) {
        return columns.stream().filter(c -> "failed".equals(c.verdict(s.key())) || "errored".equals(c.verdict(s.key()))).toList();
    }

    /**
     * The scenarios sorted into parts that add up to their number: failed or errored by one implementation or more; passed by
     * every implementation; passed by some, each other one having found it not applicable, skipped it or not run it; passed by
     * none, every one having found it not applicable, skipped it or not run it.
     *
     * @param scenarios  every scenario any run reported
     * @param disputed   failed or errored by one implementation or more
     * @param allPassed  passed by every implementation
     * @param somePassed passed by some, not applicable to, skipped by or not run by the others, failed by none
     * @param nonePassed passed by none and failed by none: not applicable to, skipped by or not run by every one
     */
    public record Counts(long scenarios, long disputed, long allPassed, long somePassed, long nonePassed) {

        /** The parts in words, each named, for the terminal and the page. */
        public String words() {
            return disputed + " failed or errored by one implementation or more, " + allPassed + " passed by every implementation, "
                    + somePassed + " passed by some and not applicable to, skipped by or not run by the others, " + nonePassed
                    + " passed by none (not applicable to, skipped by or not run by every one)";
        }
    }

    /** The scenarios counted into parts that add up ({@link Counts}). */
    public Counts counts() {
        long disputed = 0;
        long all = 0;
        long some = 0;
        long none = 0;
        for (CompareScenario s : scenarios.values()) {
            int passed = agreeing(s).size();
            if (!disagreeing(s).isEmpty()) {
                disputed++;
            } else if (passed == columns.size()) {
                all++;
            } else if (passed > 0) {
                some++;
            } else {
                none++;
            }
        }
        return new Counts(scenarios.size(), disputed, all, some, none);
    }

    /** Whether every implementation passed the scenario. */
    public boolean allPassed(CompareScenario s) {
        return agreeing(s).size() == columns.size();
    }
}
