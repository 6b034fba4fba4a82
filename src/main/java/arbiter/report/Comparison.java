package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

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
        this.clauses = clauses.stream().filter(c -> !scenariosUnder(c.id()).isEmpty()).toList();
    }

    /** Reads the runs' reports; {@code dir} is the comparison folder the links are made relative to. */
    public static Comparison read(Path dir, List<Run> runs) throws IOException {
        return read(dir, runs, true);
    }

    /** As above; {@code complete} false marks a comparison cut short, before every implementation had its run. */
    public static Comparison read(Path dir, List<Run> runs, boolean complete) throws IOException {
        Map<String, CompareScenario> scenarios = new LinkedHashMap<>();
        Map<String, Clause> clauses = new LinkedHashMap<>();
        List<CompareColumn> columns = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (Run run : runs) {
            Path json = run.folder() == null ? null : run.folder().resolve("report.json");
            if (json == null || !Files.isRegularFile(json)) {
                columns.add(CompareColumn.notRun(label(run.adapter(), seen), run.adapter(), run.exitStatus()));
                continue;
            }
            ObjectNode head = ReportReader.head(json);
            for (JsonNode r : head.path("rulesets")) {
                for (JsonNode c : r.path("clauses")) {
                    String id = Objects.toString(ReportReader.str(c, "id"), "");
                    clauses.putIfAbsent(id, new Clause(Objects.toString(ReportReader.str(r, "id"), ""), id,
                            Objects.toString(ReportReader.str(c, "title"), "")));
                }
            }
            Map<String, String> verdicts = new HashMap<>();
            Map<String, String> messages = new HashMap<>();
            ReportReader.scenarios(json, s -> {
                String key = uniqueKey(Objects.toString(ReportReader.str(s, "id"), ""), verdicts);
                scenarios.computeIfAbsent(key, k -> scenario(k, s, clauses.keySet()));
                verdicts.put(key, Sections.section(ReportReader.str(s, "verdict")));
                String message = ReportReader.str(s, "message");
                if (message != null) {
                    messages.put(key, message.length() > CompareColumn.MESSAGE_CHARS
                            ? message.substring(0, CompareColumn.MESSAGE_CHARS) + "…" : message);
                }
            });
            JsonNode impl = head.path("implementation");
            String name = Objects.toString(ReportReader.str(impl, "name"), run.adapter());
            columns.add(new CompareColumn(label(name, seen), name, Objects.toString(ReportReader.str(impl, "version"), ""),
                    run.adapter(), relative(dir, run.folder()), head.path("complete").asBoolean(false), run.exitStatus(),
                    verdicts, messages));
        }
        return new Comparison(columns, scenarios, new ArrayList<>(clauses.values()), complete);
    }

    private static String label(String name, Map<String, Integer> seen) {
        int n = seen.merge(name, 1, Integer::sum);
        return n == 1 ? name : name + " (" + n + ")";
    }

    private static String uniqueKey(String id, Map<String, String> taken) {
        String key = id;
        for (int n = 2; taken.containsKey(key); n++) {
            key = id + "#" + n;
        }
        return key;
    }

    private static CompareScenario scenario(String key, JsonNode s, Set<String> rows) {
        String ruleset = Objects.toString(ReportReader.str(s, "ruleset"), RunTallies.NO_RULESET);
        Set<String> under = new LinkedHashSet<>();
        if (s.has("countedUnder")) {
            s.path("countedUnder").forEach(c -> under.add(c.asText()));
        } else {
            s.path("clauses").forEach(c -> {
                if (c.asText().startsWith(ruleset + ".")) {
                    under.add(row(c.asText(), rows));
                }
            });
        }
        return new CompareScenario(key, Objects.toString(ReportReader.str(s, "id"), ""),
                Objects.toString(ReportReader.str(s, "name"), ""), ruleset, new ArrayList<>(under));
    }

    /** The clause row a tag counts under in a report written before countedUnder: the row it refines, as the run counted it. */
    private static String row(String tag, Set<String> rows) {
        for (String candidate = tag; candidate.contains("."); candidate = candidate.substring(0, candidate.lastIndexOf('.'))) {
            if (rows.contains(candidate)) {
                return candidate;
            }
        }
        return tag;
    }

    private static String relative(Path dir, Path folder) {
        return dir.toAbsolutePath().normalize().relativize(folder.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }

    /** False when the comparison was cut short: only the implementations whose run had finished are in it. */
    public boolean complete() {
        return complete;
    }

    public List<CompareColumn> columns() {
        return columns;
    }

    /** The clause rows, in the reports' order, each with a scenario in at least one run. */
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

    /** Whether every implementation passed the scenario. */
    public boolean allPassed(CompareScenario s) {
        return agreeing(s).size() == columns.size();
    }
}
