package arbiter.diff;

import arbiter.diff.ScenarioSnapshot.Answer;
import arbiter.report.ReportJson;
import arbiter.suite.UserFile;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a report.json into a {@link ReportSnapshot}. The file is streamed: only one scenario's JSON tree is
 * held at a time, and only its {@link ScenarioSnapshot} is kept. A file that is missing, unreadable, not JSON
 * or not an Arbiter report is a {@link BadInput} naming it.
 */
public final class ReportSnapshotReader {

    /** Bad input: printed as one line by the command line, exit status 2. */
    static final class BadInput extends RuntimeException {
        BadInput(String message) {
            super(message);
        }
    }

    private static final int MESSAGE_CHARS = 300;
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);

    private ReportSnapshotReader() {
    }

    public static ReportSnapshot read(Path file) {
        if (Files.isDirectory(file)) {
            throw bad(file + " is a directory, not a report.json");
        }
        String problem = Files.exists(file) ? UserFile.problem(file) : null;
        if (problem != null) {
            throw bad("cannot read " + file + ": " + problem);
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

    private static ReportSnapshot read(Path file, JsonParser p) throws IOException {
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
        Map<String, ScenarioSnapshot> scenarios = new LinkedHashMap<>();
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
                case "scenarios" -> scenarios(file, p, value, scenarios);
                default -> p.skipChildren();
            }
        }
        if (format == null) {
            throw bad(file + " is not an Arbiter report: it has no \"format\" field (expected \"" + ReportJson.FORMAT + "\")");
        }
        return new ReportSnapshot(file, implementation, complete, scenarios);
    }

    private static void checkFormat(Path file, String format) {
        if (!ReportJson.FORMAT.equals(format)) {
            throw bad(file + " is not an Arbiter report: its format is \"" + format + "\", not \"" + ReportJson.FORMAT + "\"");
        }
    }

    /** Reads the {@code scenarios} array, one scenario object at a time, into {@code scenarios}. */
    private static void scenarios(Path file, JsonParser p, JsonToken value, Map<String, ScenarioSnapshot> scenarios)
            throws IOException {
        if (value != JsonToken.START_ARRAY) {
            throw bad(file + " is not an Arbiter report: \"scenarios\" is not an array");
        }
        Map<String, String> files = new HashMap<>();
        int index = 0;
        while (p.nextToken() != JsonToken.END_ARRAY) {
            if (p.currentToken() != JsonToken.START_OBJECT) {
                throw bad(file + " is not an Arbiter report: scenario " + (index + 1) + " is not an object");
            }
            ScenarioSnapshot s = scenario(file, index, MAPPER.readTree(p), files);
            String key = s.id();
            for (int n = 2; scenarios.containsKey(key); n++) {
                key = s.id() + " #" + n;
            }
            scenarios.put(key, s);
            index++;
        }
    }

    /** One scenario's snapshot; {@code files} interns the feature file names, which many scenarios share. */
    private static ScenarioSnapshot scenario(Path file, int index, JsonNode n, Map<String, String> files) {
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
        boolean broken = ScenarioSnapshot.broken(verdict);
        Answer actual = broken ? answer(n.path("actual")) : null;
        String message = broken ? firstLine(text(n.path("message"))) : null;
        if (message != null && message.length() > MESSAGE_CHARS) {
            message = message.substring(0, MESSAGE_CHARS) + "...";
        }
        return new ScenarioSnapshot(id, text(n.path("name")), source, n.path("line").asInt(0), verdict, message, actual);
    }

    private static Answer answer(JsonNode a) {
        if (!a.isObject()) {
            return null;
        }
        List<String> events = null;
        if (a.path("events").isArray()) {
            events = new ArrayList<>();
            for (JsonNode e : a.path("events")) {
                events.add(e.asText());
            }
        }
        return new Answer(text(a.path("position")), events == null ? null : List.copyOf(events),
                text(a.path("outcome")), text(a.path("rejection")));
    }

    private static String text(JsonNode n) {
        return n.isValueNode() && !n.isNull() ? n.asText() : null;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return null;
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    private static BadInput bad(String message) {
        return new BadInput(message);
    }
}
