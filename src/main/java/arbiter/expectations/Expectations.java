package arbiter.expectations;

import arbiter.suite.ScenarioResult;
import arbiter.suite.UserFile;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The known failures of an implementation ({@code arbiter conform --expectations FILE}): scenarios
 * expected to fail or error, each with the reason or an issue link. A listed scenario that fails or
 * errors does not make the run fail; a listed one that passes is an unexpected pass.
 *
 * <p>The file is text, one scenario a line: its id, white space, then the reason (required; the rest
 * of the line, {@code #} included, so issue links and "#12" survive). Blank lines and lines starting
 * with {@code #} are ignored. An id may be written as its tag, {@code @id:xymyx-r2-013}. An id without
 * a ruleset suffix also covers every row of a Scenario Outline played over rulesets
 * ({@code xymyx-classic-contrast-012} covers {@code xymyx-classic-contrast-012/xymyx}). The same
 * list may be given as JSON: an object {@code {"id": "reason", ...}} or an array
 * {@code [{"id": ..., "reason": ...}, ...]}.
 */
public final class Expectations {

    /** One listed scenario, and the line of the file it is on. */
    record Entry(String id, String reason, int line) {
    }

    /** A listed scenario that ran, and how it ended. */
    record Match(Entry entry, String id, Verdict verdict) {
    }

    /** The most an expectations file may hold: a line per scenario of a specification of tens of thousands. */
    static final long LIMIT = 4 * UserFile.MIB;

    static final Expectations NONE = new Expectations("(none)", List.of());

    private final String source;
    private final Map<String, Entry> entries = new LinkedHashMap<>();

    private Expectations(String source, List<Entry> entries) {
        this.source = source;
        entries.forEach(e -> this.entries.put(e.id(), e));
    }

    /** Reads a file; a missing, unreadable, over-long or malformed one is an {@link IllegalArgumentException} naming it. */
    public static Expectations read(Path file) {
        return parse(file.toString(), UserFile.read(file, "expectations file", LIMIT));
    }

    /** Parses the text of an expectations file; {@code source} names it in messages. */
    static Expectations parse(String source, String text) {
        String start = text.stripLeading();
        if (start.startsWith("\uFEFF")) {
            start = start.substring(1).stripLeading();
        }
        List<String> problems = new ArrayList<>();
        List<Entry> entries = start.startsWith("{") || start.startsWith("[") ? json(source, text, problems) : lines(text, problems);
        Map<String, Entry> seen = new LinkedHashMap<>();
        for (Entry e : entries) {
            Entry first = seen.putIfAbsent(e.id(), e);
            if (first != null) {
                problems.add("line " + e.line() + ": \"" + e.id() + "\" is already listed on line " + first.line());
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(problems.size() == 1
                    ? source + ": " + problems.get(0)
                    : source + ": " + problems.size() + " malformed entries: " + String.join("; ", problems));
        }
        return new Expectations(source, entries);
    }

    private static List<Entry> lines(String text, List<String> problems) {
        List<Entry> entries = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (i == 0 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+", 2);
            String id = id(parts[0]);
            if (id.isEmpty()) {
                problems.add("line " + (i + 1) + ": no scenario id before the reason");
            } else if (parts.length < 2 || parts[1].isBlank()) {
                problems.add("line " + (i + 1) + ": \"" + id + "\" has no reason; write why, or an issue link, after the id");
            } else {
                entries.add(new Entry(id, parts[1].strip(), i + 1));
            }
        }
        return entries;
    }

    private static List<Entry> json(String source, String text, List<String> problems) {
        List<Entry> entries = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(text)) {
            JsonToken root = p.nextToken();
            if (root == JsonToken.START_OBJECT) {
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    int line = p.currentTokenLocation().getLineNr();
                    String id = id(p.currentName());
                    JsonToken value = p.nextToken();
                    String reason = value == JsonToken.VALUE_STRING ? p.getText().strip() : "";
                    if (value.isStructStart()) {
                        p.skipChildren();
                    }
                    add(entries, problems, id, reason, line);
                }
            } else {
                while (p.nextToken() == JsonToken.START_OBJECT) {
                    int line = p.currentTokenLocation().getLineNr();
                    String id = "";
                    String reason = "";
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String field = p.currentName();
                        JsonToken value = p.nextToken();
                        if (value.isStructStart()) {
                            p.skipChildren();
                        } else if (value == JsonToken.VALUE_STRING && field.equals("id")) {
                            id = id(p.getText());
                        } else if (value == JsonToken.VALUE_STRING && field.equals("reason")) {
                            reason = p.getText().strip();
                        }
                    }
                    add(entries, problems, id, reason, line);
                }
                if (p.currentToken() != JsonToken.END_ARRAY) {
                    problems.add("line " + p.currentTokenLocation().getLineNr()
                            + ": expected {\"id\": ..., \"reason\": ...} objects in the array");
                }
            }
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(source + ": not valid JSON: " + e.getOriginalMessage().split("\n")[0]
                    + " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")");
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the expectations file " + source + ": " + e.getMessage());
        }
        return entries;
    }

    private static void add(List<Entry> entries, List<String> problems, String id, String reason, int line) {
        if (id.isEmpty()) {
            problems.add("line " + line + ": an entry without a scenario id");
        } else if (reason.isEmpty()) {
            problems.add("line " + line + ": \"" + id + "\" has no reason; give why, or an issue link");
        } else {
            entries.add(new Entry(id, reason, line));
        }
    }

    private static String id(String written) {
        String id = written.strip();
        return id.startsWith("@id:") ? id.substring(4) : id;
    }

    /** The file the expectations came from. */
    String source() {
        return source;
    }

    Collection<Entry> entries() {
        return entries.values();
    }

    /** The entry covering a scenario: its id, or for an outline row {@code id/ruleset}, the id alone; else null. */
    Entry entryFor(String scenarioId) {
        Entry e = entries.get(scenarioId);
        int slash = scenarioId.lastIndexOf('/');
        if (e == null && slash > 0) {
            e = entries.get(scenarioId.substring(0, slash));
        }
        return e;
    }

    /** The reason a scenario is listed, or null when it is not. */
    public String reasonFor(String scenarioId) {
        Entry e = entryFor(scenarioId);
        return e == null ? null : e.reason();
    }

    /** What the run's results come to against these expectations; keeps ids, never whole results. */
    public Outcome judge(Iterable<ScenarioResult> results) {
        List<Match> known = new ArrayList<>();
        List<Match> unexpectedPasses = new ArrayList<>();
        List<Match> neither = new ArrayList<>();
        List<String> unexpectedFailures = new ArrayList<>();
        Set<String> used = new LinkedHashSet<>();
        int scenarios = 0;
        for (ScenarioResult r : results) {
            scenarios++;
            Entry e = entryFor(r.id());
            boolean broken = r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED;
            if (e == null) {
                if (broken) {
                    unexpectedFailures.add(r.id());
                }
                continue;
            }
            used.add(e.id());
            Match m = new Match(e, r.id(), r.verdict());
            if (broken) {
                known.add(m);
            } else if (r.verdict() == Verdict.PASSED) {
                unexpectedPasses.add(m);
            } else {
                neither.add(m);
            }
        }
        List<Entry> notInRun = entries.values().stream().filter(e -> !used.contains(e.id())).toList();
        return new Outcome(this, scenarios, known, unexpectedPasses, neither, notInRun, unexpectedFailures);
    }

    /**
     * A run judged against the expectations.
     *
     * @param knownFailures      listed scenarios that failed or errored
     * @param unexpectedPasses   listed scenarios that passed
     * @param notJudged          listed scenarios that were skipped or not applicable: neither
     * @param notInRun           listed ids no scenario of the run has (filtered out, renamed or mistyped)
     * @param unexpectedFailures the ids of failed or errored scenarios not listed
     */
    public record Outcome(Expectations expectations, int scenarios, List<Match> knownFailures, List<Match> unexpectedPasses,
            List<Match> notJudged, List<Entry> notInRun, List<String> unexpectedFailures) {

        /**
         * 0 when every failure or error is a known one (and, when strict, nothing listed passed); 1
         * otherwise, or when the run had no scenarios at all.
         */
        public int exitStatus(boolean strict) {
            boolean ok = scenarios > 0 && unexpectedFailures.isEmpty() && (!strict || unexpectedPasses.isEmpty());
            return ok ? 0 : 1;
        }

        /** Warnings about listed ids not in the run, one line each. */
        public List<String> warnings() {
            return notInRun.stream().map(e -> expectations.source() + ":" + e.line() + ": \"" + e.id()
                    + "\" is listed as a known failure but is not in this run").toList();
        }

        /** The section of the summary about the expectations. */
        public String text(boolean strict) {
            StringBuilder s = new StringBuilder();
            s.append('\n').append("expectations from ").append(expectations.source()).append(": ")
                    .append(count(knownFailures.size(), "known failure", "known failures")).append(", ")
                    .append(count(unexpectedPasses.size(), "unexpected pass", "unexpected passes")).append(", ")
                    .append(count(notInRun.size(), "listed id not in this run", "listed ids not in this run")).append('\n');
            for (Match m : knownFailures) {
                s.append("  known failure    ").append(m.id()).append("  ").append(m.verdict().label())
                        .append("  (").append(m.entry().reason()).append(")\n");
            }
            for (Match m : unexpectedPasses) {
                s.append("  unexpected pass  ").append(m.id()).append("  passes now; listed as: ")
                        .append(m.entry().reason()).append(" (line ").append(m.entry().line()).append(")\n");
            }
            for (Match m : notJudged) {
                s.append("  listed, ").append(m.verdict().label()).append("  ").append(m.id())
                        .append("  (").append(m.entry().reason()).append(")\n");
            }
            for (Entry e : notInRun) {
                s.append("  not in this run  ").append(e.id()).append("  (line ").append(e.line()).append(")\n");
            }
            s.append(unexpectedFailures.isEmpty() ? "no unexpected failures" : count(unexpectedFailures.size(),
                    "unexpected failure", "unexpected failures") + " (failed or errored, not listed)");
            if (!unexpectedPasses.isEmpty()) {
                s.append(strict ? "; unexpected passes fail the run (--strict-expectations)"
                        : "; take the unexpected passes off the list");
            }
            return s.append('\n').toString();
        }

        private static String count(int n, String one, String many) {
            return n + " " + (n == 1 ? one : many);
        }
    }
}
