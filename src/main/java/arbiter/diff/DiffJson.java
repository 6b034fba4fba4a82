package arbiter.diff;

import arbiter.diff.ReportDiff.Change;
import arbiter.diff.ScenarioSnapshot.Answer;
import arbiter.report.ReportJson;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The JSON {@code arbiter diff --json} prints (format {@value #FORMAT}): the two reports, an array per section
 * of the diff, the tally, and the ids of the scenarios that make it a regression.
 */
public final class DiffJson {

    /** The value of the {@code format} field. */
    public static final String FORMAT = "arbiter-diff/1";

    private DiffJson() {
    }

    /** The diff as JSON; {@code strict} counts other verdict changes as regressions too. */
    public static String of(ReportDiff d, boolean strict) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (JsonGenerator g = new JsonFactory().createGenerator(bytes, JsonEncoding.UTF8)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            report(g, "old", d.old());
            report(g, "new", d.now());
            changes(g, "newlyFailing", d.newlyFailing());
            changes(g, "newlyPassing", d.newlyPassing());
            changes(g, "changedAnswers", d.changedAnswers());
            changes(g, "otherChanges", d.otherChanges());
            changes(g, "added", d.added());
            changes(g, "removed", d.removed());
            g.writeObjectFieldStart("tally");
            g.writeNumberField("newlyFailing", d.newlyFailing().size());
            g.writeNumberField("newlyPassing", d.newlyPassing().size());
            g.writeNumberField("changedAnswers", d.changedAnswers().size());
            g.writeNumberField("otherChanges", d.otherChanges().size());
            g.writeNumberField("added", d.added().size());
            g.writeNumberField("removed", d.removed().size());
            g.writeNumberField("unchanged", d.unchanged());
            g.writeEndObject();
            List<Change> regressions = d.regressions(strict);
            g.writeBooleanField("strict", strict);
            g.writeBooleanField("regressed", !regressions.isEmpty());
            g.writeArrayFieldStart("regressions");
            for (Change c : regressions) {
                g.writeString(c.any().id());
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        return bytes.toString(StandardCharsets.UTF_8) + "\n";
    }

    private static void report(JsonGenerator g, String field, ReportSnapshot r) throws IOException {
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
            ScenarioSnapshot s = c.any();
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
