package arbiter.compare;

import arbiter.report.ReportReader;
import arbiter.report.RunTallies;
import arbiter.report.Sections;
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

/** Reads the runs of a {@link Comparison} one after the other: their columns, the scenarios and the clause rows of them all. */
final class CompareReader {

    private final Path dir;
    private final Map<String, CompareScenario> scenarios = new LinkedHashMap<>();
    private final Map<String, Comparison.Clause> clauses = new LinkedHashMap<>();
    private final List<CompareColumn> columns = new ArrayList<>();
    private final Map<String, Integer> seen = new HashMap<>();

    /** A reader making links relative to the comparison folder {@code dir}. */
    CompareReader(Path dir) {
        this.dir = dir;
    }

    /** Adds a run's column; a run without a readable report gets a column that says so. */
    void add(Comparison.Run run) throws IOException {
        Path json = run.folder() == null ? null : run.folder().resolve("report.json");
        if (json == null || !Files.isRegularFile(json)) {
            columns.add(CompareColumn.notRun(label(run.adapter(), seen), run.adapter(), run.exitStatus()));
            return;
        }
        ObjectNode head = ReportReader.head(json);
        for (JsonNode r : head.path("rulesets")) {
            for (JsonNode c : r.path("clauses")) {
                String id = Objects.toString(ReportReader.str(c, "id"), "");
                clauses.putIfAbsent(id, new Comparison.Clause(Objects.toString(ReportReader.str(r, "id"), ""), id,
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
                verdicts, messages, head.path("protocol").asInt(0)));
    }

    List<CompareColumn> columns() {
        return columns;
    }

    Map<String, CompareScenario> scenarios() {
        return scenarios;
    }

    List<Comparison.Clause> clauses() {
        return new ArrayList<>(clauses.values());
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

}
