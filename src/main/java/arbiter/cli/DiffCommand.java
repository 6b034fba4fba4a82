package arbiter.cli;

import arbiter.report.ReportJson;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arbiter diff OLD NEW}: what changed between two runs, scenario by scenario (matched by id).
 * Both reports are streamed; only a small digest of each scenario is kept.
 */
@Command(name = "diff", mixinStandardHelpOptions = true,
        description = {"Compare two report.json files scenario by scenario: newly failing, newly passing,"
                + " changed answers, other verdict changes, scenarios added and removed, then a tally.",
                "Exit status: 0 when nothing regressed; 1 when a scenario fails or errors now that did not before"
                + " (it passed, was skipped, was not applicable, or was not in OLD); with --strict also when a"
                + " passing scenario is now skipped, not applicable or gone; 2 when a file is missing or not an Arbiter report."})
final class DiffCommand implements Callable<Integer> {

    /** The value of the {@code format} field of {@code --json} output. */
    static final String FORMAT = "arbiter-diff/1";

    private static final int MESSAGE_CHARS = 300;

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OLD", description = "The earlier report.json (the baseline).")
    Path before;

    @Parameters(index = "1", paramLabel = "NEW", description = "The later report.json.")
    Path after;

    @Option(names = "--json", description = "Print the diff as JSON (format " + FORMAT + ").")
    boolean json;

    @Option(names = "--strict", description = "Also count lost coverage as a regression: a passing scenario now skipped,"
            + " not applicable, or no longer in the report.")
    boolean strict;

    @Override
    public Integer call() throws IOException {
        Report old = Report.read(before);
        Report now = Report.read(after);
        Diff diff = Diff.of(old, now);
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? diff.json(strict) : diff.text(strict));
        out.flush();
        return diff.regressed(strict) ? 1 : 0;
    }

    /** A scenario's answer, as far as a diff cares: what the implementation said. */
    record Answer(String position, List<String> events, String outcome, String rejection) {
    }

    /** What is kept of one scenario of a report: the answer and the message's first line only when it failed or errored. */
    record Scenario(String id, String name, String file, int line, Verdict verdict, String message, Answer actual) {

        boolean broken() {
            return verdict == Verdict.FAILED || verdict == Verdict.ERRORED;
        }
    }

    /** A report.json, read as a stream into a digest per scenario, in report order. */
    record Report(Path file, String implementation, boolean complete, Map<String, Scenario> scenarios) {

        private static final JsonFactory FACTORY = new JsonFactory();
        private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

        static Report read(Path file) {
            if (Files.isDirectory(file)) {
                throw bad(file + " is a directory, not a report.json");
            }
            try (InputStream in = Files.newInputStream(file); JsonParser p = FACTORY.createParser(in)) {
                return read(file, p);
            } catch (NoSuchFileException e) {
                throw bad("no such file: " + file);
            } catch (AccessDeniedException e) {
                throw bad("cannot read " + file + ": permission denied");
            } catch (JsonProcessingException e) {
                String where = e.getLocation() == null ? ""
                        : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
                throw bad(file + " is not valid JSON: " + firstLine(e.getOriginalMessage()) + where);
            } catch (IOException e) {
                throw bad("cannot read " + file + ": " + e.getMessage());
            }
        }

        private static Report read(Path file, JsonParser p) throws IOException {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw bad(file + " is empty, not an Arbiter report");
            }
            if (first != JsonToken.START_OBJECT) {
                throw bad(file + " is not an Arbiter report: expected a JSON object with \"format\": \"" + ReportJson.FORMAT + "\"");
            }
            String format = null;
            String implementation = "?";
            boolean complete = true;
            Map<String, Scenario> scenarios = new LinkedHashMap<>();
            Map<String, String> files = new HashMap<>();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                switch (field) {
                    case "format" -> {
                        format = value == JsonToken.VALUE_STRING ? p.getText() : p.getText() + " (not a string)";
                        checkFormat(file, format);
                    }
                    case "complete" -> complete = value != JsonToken.VALUE_FALSE;
                    case "implementation" -> {
                        JsonNode n = MAPPER.readTree(p);
                        if (n != null && n.isObject()) {
                            implementation = (n.path("name").asText("?") + " " + n.path("version").asText("")).strip();
                        }
                    }
                    case "scenarios" -> {
                        if (value != JsonToken.START_ARRAY) {
                            throw bad(file + " is not an Arbiter report: \"scenarios\" is not an array");
                        }
                        int index = 0;
                        while (p.nextToken() != JsonToken.END_ARRAY) {
                            if (p.currentToken() != JsonToken.START_OBJECT) {
                                throw bad(file + " is not an Arbiter report: scenario " + (index + 1) + " is not an object");
                            }
                            Scenario s = scenario(file, index, MAPPER.readTree(p), files);
                            String key = s.id();
                            for (int n = 2; scenarios.containsKey(key); n++) {
                                key = s.id() + " #" + n;
                            }
                            scenarios.put(key, s);
                            index++;
                        }
                    }
                    default -> p.skipChildren();
                }
            }
            if (format == null) {
                throw bad(file + " is not an Arbiter report: it has no \"format\" field (expected \"" + ReportJson.FORMAT + "\")");
            }
            return new Report(file, implementation, complete, scenarios);
        }

        private static void checkFormat(Path file, String format) {
            if (!ReportJson.FORMAT.equals(format)) {
                throw bad(file + " is not an Arbiter report: its format is \"" + format + "\", not \"" + ReportJson.FORMAT + "\"");
            }
        }

        private static Scenario scenario(Path file, int index, JsonNode n, Map<String, String> files) {
            String id = n.path("id").isTextual() ? n.path("id").asText() : "";
            if (id.isEmpty()) {
                throw bad(file + " is not an Arbiter report: scenario " + (index + 1) + " has no id");
            }
            String key = n.path("verdict").asText("");
            Verdict verdict = null;
            for (Verdict v : Verdict.values()) {
                if (ReportJson.key(v).equals(key)) {
                    verdict = v;
                }
            }
            if (verdict == null) {
                throw bad(file + " is not an Arbiter report: scenario " + id + " has the unknown verdict \"" + key + "\"");
            }
            String source = text(n.path("file"));
            if (source != null) {
                source = files.computeIfAbsent(source, f -> f);
            }
            boolean broken = verdict == Verdict.FAILED || verdict == Verdict.ERRORED;
            JsonNode a = n.path("actual");
            Answer actual = null;
            if (broken && a.isObject()) {
                List<String> events = null;
                if (a.path("events").isArray()) {
                    events = new ArrayList<>();
                    for (JsonNode e : a.path("events")) {
                        events.add(e.asText());
                    }
                }
                actual = new Answer(text(a.path("position")), events == null ? null : List.copyOf(events),
                        text(a.path("outcome")), text(a.path("rejection")));
            }
            String message = broken ? firstLine(text(n.path("message"))) : null;
            if (message != null && message.length() > MESSAGE_CHARS) {
                message = message.substring(0, MESSAGE_CHARS) + "...";
            }
            return new Scenario(id, text(n.path("name")), source, n.path("line").asInt(0), verdict, message, actual);
        }

        private static String text(JsonNode n) {
            return n.isValueNode() && !n.isNull() ? n.asText() : null;
        }

        int size() {
            return scenarios.size();
        }
    }

    /** A scenario in either or both reports. */
    record Change(Scenario before, Scenario after) {

        Scenario any() {
            return after != null ? after : before;
        }
    }

    /** The two reports compared. */
    record Diff(Report old, Report now, List<Change> newlyFailing, List<Change> newlyPassing, List<Change> changedAnswers,
            List<Change> otherChanges, List<Change> added, List<Change> removed, int unchanged) {

        static Diff of(Report old, Report now) {
            List<Change> newlyFailing = new ArrayList<>();
            List<Change> newlyPassing = new ArrayList<>();
            List<Change> changedAnswers = new ArrayList<>();
            List<Change> otherChanges = new ArrayList<>();
            List<Change> added = new ArrayList<>();
            List<Change> removed = new ArrayList<>();
            int unchanged = 0;
            for (Map.Entry<String, Scenario> e : now.scenarios().entrySet()) {
                Scenario b = old.scenarios().get(e.getKey());
                Scenario a = e.getValue();
                Change c = new Change(b, a);
                if (b == null) {
                    added.add(c);
                } else if (b.verdict() == a.verdict()) {
                    if (a.broken() && !Objects.equals(b.actual(), a.actual())) {
                        changedAnswers.add(c);
                    } else {
                        unchanged++;
                    }
                } else if (a.broken() && !b.broken()) {
                    newlyFailing.add(c);
                } else if (b.broken() && a.verdict() == Verdict.PASSED) {
                    newlyPassing.add(c);
                } else {
                    otherChanges.add(c);
                }
            }
            for (Map.Entry<String, Scenario> e : old.scenarios().entrySet()) {
                if (!now.scenarios().containsKey(e.getKey())) {
                    removed.add(new Change(e.getValue(), null));
                }
            }
            return new Diff(old, now, newlyFailing, newlyPassing, changedAnswers, otherChanges, added, removed, unchanged);
        }

        /** Scenarios failing or erroring now that did not before: newly failing, and added ones that fail. */
        List<Change> regressions() {
            List<Change> r = new ArrayList<>(newlyFailing);
            added.stream().filter(c -> c.after().broken()).forEach(r::add);
            return r;
        }

        /** Passing scenarios no longer passing without failing: now skipped, not applicable, or removed. */
        List<Change> lostCoverage() {
            List<Change> r = new ArrayList<>();
            otherChanges.stream().filter(c -> c.before().verdict() == Verdict.PASSED).forEach(r::add);
            removed.stream().filter(c -> c.before().verdict() == Verdict.PASSED).forEach(r::add);
            return r;
        }

        boolean regressed(boolean strict) {
            return !regressions().isEmpty() || strict && !lostCoverage().isEmpty();
        }

        String text(boolean strict) {
            StringBuilder s = new StringBuilder();
            s.append("old: ").append(describe(old)).append('\n');
            s.append("new: ").append(describe(now)).append('\n');
            section(s, "newly failing", newlyFailing, true);
            section(s, "newly passing", newlyPassing, false);
            if (!changedAnswers.isEmpty()) {
                s.append("\nchanged answers (").append(changedAnswers.size()).append("):\n");
                for (Change c : changedAnswers) {
                    s.append("  ").append(c.after().id()).append("  ").append(c.after().verdict().label())
                            .append(", a different answer  ").append(where(c.after())).append('\n');
                    answerChanges(s, c.before().actual(), c.after().actual());
                }
            }
            section(s, "other verdict changes", otherChanges, false);
            if (!added.isEmpty()) {
                s.append("\nadded (").append(added.size()).append("):\n");
                for (Change c : added) {
                    s.append("  ").append(c.after().id()).append("  ").append(c.after().verdict().label()).append("  ")
                            .append(where(c.after())).append('\n');
                    message(s, c.after());
                }
            }
            if (!removed.isEmpty()) {
                s.append("\nremoved (").append(removed.size()).append("):\n");
                for (Change c : removed) {
                    s.append("  ").append(c.before().id()).append("  was ").append(c.before().verdict().label()).append("  ")
                            .append(where(c.before())).append('\n');
                }
            }
            if (unchanged == old.size() && unchanged == now.size()) {
                s.append("\nno differences: the same scenarios, the same verdicts and the same wrong answers\n");
            }
            s.append('\n').append(tally()).append(": ");
            if (regressed(strict)) {
                int n = regressions().size() + (strict ? lostCoverage().size() : 0);
                s.append("REGRESSED (").append(n).append(n == 1 ? " scenario" : " scenarios")
                        .append(strict ? ", --strict" : "").append(")\n");
            } else {
                s.append("no regression\n");
            }
            return s.toString();
        }

        private static void section(StringBuilder s, String title, List<Change> changes, boolean withMessage) {
            if (changes.isEmpty()) {
                return;
            }
            s.append('\n').append(title).append(" (").append(changes.size()).append("):\n");
            for (Change c : changes) {
                s.append("  ").append(c.after().id()).append("  ").append(c.before().verdict().label()).append(" -> ")
                        .append(c.after().verdict().label()).append("  ").append(where(c.after())).append('\n');
                if (withMessage) {
                    message(s, c.after());
                }
            }
        }

        private static void message(StringBuilder s, Scenario scenario) {
            if (scenario.broken() && scenario.message() != null && !scenario.message().isBlank()) {
                s.append("      ").append(scenario.message()).append('\n');
            }
        }

        private static void answerChanges(StringBuilder s, Answer b, Answer a) {
            if (b == null || a == null) {
                s.append("      answer: ").append(b == null ? "none" : "an answer").append(" -> ")
                        .append(a == null ? "none" : "an answer").append('\n');
                return;
            }
            field(s, "position", b.position(), a.position());
            field(s, "events", b.events() == null ? null : b.events().toString(), a.events() == null ? null : a.events().toString());
            field(s, "outcome", b.outcome(), a.outcome());
            field(s, "rejection", b.rejection(), a.rejection());
        }

        private static void field(StringBuilder s, String name, String b, String a) {
            if (!Objects.equals(b, a)) {
                s.append("      ").append(name).append(": ").append(b).append(" -> ").append(a).append('\n');
            }
        }

        private static String where(Scenario s) {
            String name = s.name() == null ? "" : s.name();
            return s.file() == null ? name : name + "  (" + s.file() + ":" + s.line() + ")";
        }

        private static String describe(Report r) {
            return r.file() + "  " + r.implementation() + ", " + r.size() + (r.size() == 1 ? " scenario" : " scenarios")
                    + (r.complete() ? "" : ", an INCOMPLETE run (cut short)");
        }

        String tally() {
            return newlyFailing.size() + " newly failing, " + newlyPassing.size() + " newly passing, "
                    + changedAnswers.size() + (changedAnswers.size() == 1 ? " changed answer, " : " changed answers, ")
                    + otherChanges.size() + (otherChanges.size() == 1 ? " other verdict change, " : " other verdict changes, ")
                    + added.size() + " added, " + removed.size() + " removed, " + unchanged + " unchanged";
        }

        String json(boolean strict) throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (JsonGenerator g = new JsonFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
                g.useDefaultPrettyPrinter();
                g.writeStartObject();
                g.writeStringField("format", FORMAT);
                report(g, "old", old);
                report(g, "new", now);
                changes(g, "newlyFailing", newlyFailing);
                changes(g, "newlyPassing", newlyPassing);
                changes(g, "changedAnswers", changedAnswers);
                changes(g, "otherChanges", otherChanges);
                changes(g, "added", added);
                changes(g, "removed", removed);
                g.writeObjectFieldStart("tally");
                g.writeNumberField("newlyFailing", newlyFailing.size());
                g.writeNumberField("newlyPassing", newlyPassing.size());
                g.writeNumberField("changedAnswers", changedAnswers.size());
                g.writeNumberField("otherChanges", otherChanges.size());
                g.writeNumberField("added", added.size());
                g.writeNumberField("removed", removed.size());
                g.writeNumberField("unchanged", unchanged);
                g.writeEndObject();
                g.writeBooleanField("strict", strict);
                g.writeBooleanField("regressed", regressed(strict));
                g.writeArrayFieldStart("regressions");
                for (Change c : regressions()) {
                    g.writeString(c.any().id());
                }
                if (strict) {
                    for (Change c : lostCoverage()) {
                        g.writeString(c.any().id());
                    }
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            return bytes.toString(StandardCharsets.UTF_8) + "\n";
        }

        private static void report(JsonGenerator g, String field, Report r) throws IOException {
            g.writeObjectFieldStart(field);
            g.writeStringField("file", r.file().toString());
            g.writeStringField("implementation", r.implementation());
            g.writeBooleanField("complete", r.complete());
            g.writeNumberField("scenarios", r.size());
            g.writeEndObject();
        }

        private static void changes(JsonGenerator g, String field, List<Change> changes) throws IOException {
            g.writeArrayFieldStart(field);
            for (Change c : changes) {
                Scenario s = c.any();
                g.writeStartObject();
                g.writeStringField("id", s.id());
                g.writeStringField("name", s.name());
                g.writeStringField("file", s.file());
                g.writeNumberField("line", s.line());
                g.writeStringField("before", c.before() == null ? null : ReportJson.key(c.before().verdict()));
                g.writeStringField("after", c.after() == null ? null : ReportJson.key(c.after().verdict()));
                g.writeStringField("message", s.message());
                if (c.before() != null && c.after() != null && c.before().verdict() == c.after().verdict()) {
                    answer(g, "actualBefore", c.before().actual());
                    answer(g, "actualAfter", c.after().actual());
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }

        private static void answer(JsonGenerator g, String field, Answer a) throws IOException {
            if (a == null) {
                g.writeNullField(field);
                return;
            }
            g.writeObjectFieldStart(field);
            g.writeStringField("position", a.position());
            if (a.events() != null) {
                g.writeArrayFieldStart("events");
                for (String e : a.events()) {
                    g.writeString(e);
                }
                g.writeEndArray();
            }
            g.writeStringField("outcome", a.outcome());
            g.writeStringField("rejection", a.rejection());
            g.writeEndObject();
        }
    }

    /** Bad input: printed as one line by the command line, exit status 2. */
    static final class BadInput extends RuntimeException {
        BadInput(String message) {
            super(message);
        }
    }

    private static BadInput bad(String message) {
        return new BadInput(message);
    }

    private static String firstLine(String s) {
        if (s == null) {
            return null;
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
