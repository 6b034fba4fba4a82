package arbiter.report;

import arbiter.causes.FailureCause;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * {@code report.json}: the machine-readable record of a run (schema: {@code report/v1/report.schema.json}).
 * Streamed, so a run of any size is written in bounded memory. Everything but the final
 * {@code timing} object is a function of the suite, the implementation and the filters alone, so
 * two runs of the same suite against the same implementation agree byte for byte above it.
 */
public final class ReportJson {

    /** The value of the {@code format} field. */
    public static final String FORMAT = "arbiter-report/1";

    private ReportJson() {
    }

    public static void write(OutputStream out, RunInfo run, Iterable<ScenarioResult> results, ClauseCatalogue catalogue,
            GherkinSource gherkin, Instant started, Instant finished) throws IOException {
        write(out, run, results, RunTallies.of(results, catalogue), gherkin, started, finished, id -> null);
    }

    /**
     * As above, marking the scenarios an expectations file lists: {@code knownFailures} gives the reason
     * a scenario id is listed, or null, and a listed scenario gets {@code "expectation": {"known": true,
     * "reason": ...}} (listed and passed: an unexpected pass).
     */
    public static void write(OutputStream out, RunInfo run, Iterable<ScenarioResult> results, ClauseCatalogue catalogue,
            GherkinSource gherkin, Instant started, Instant finished, Function<String, String> knownFailures) throws IOException {
        write(out, run, results, RunTallies.of(results, catalogue), gherkin, started, finished, knownFailures);
    }

    /** As above, with the counts already made: two passes over {@code results}, the scenarios and their timing. */
    public static void write(OutputStream out, RunInfo run, Iterable<ScenarioResult> results, RunTallies tallies,
            GherkinSource gherkin, Instant started, Instant finished, Function<String, String> knownFailures) throws IOException {
        write(out, run, results, times -> {
            for (ScenarioResult r : results) {
                times.visit(r.id(), r.millis());
            }
        }, tallies, gherkin, started, finished, knownFailures);
    }

    /** As above, the results' timing read by {@code timing}, for the log that can read it without the rest of each result. */
    static void write(OutputStream out, RunInfo run, Iterable<ScenarioResult> results, Timing timing, RunTallies tallies,
            GherkinSource gherkin, Instant started, Instant finished, Function<String, String> knownFailures) throws IOException {
        try (JsonGenerator g = SafeJson.FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            header(g, run);
            g.writeFieldName("summary");
            tally(g, tallies.all());
            rulesets(g, tallies);
            g.writeArrayFieldStart("scenarios");
            for (ScenarioResult r : results) {
                scenario(g, r, tallies.clausesOf(r), gherkin, knownFailures);
            }
            g.writeEndArray();
            timing(g, timing, started, finished);
            g.writeEndObject();
        }
    }

    private static void header(JsonGenerator g, RunInfo run) throws IOException {
        g.writeObjectFieldStart("suite");
        g.writeStringField("version", run.suiteVersion());
        g.writeStringField("commit", run.suiteCommit());
        g.writeEndObject();
        g.writeNumberField("protocol", run.protocol());
        g.writeObjectFieldStart("implementation");
        g.writeStringField("name", run.implementation().name());
        g.writeStringField("version", run.implementation().version());
        g.writeStringField("language", run.implementation().language());
        g.writeStringField("homepage", run.implementation().homepage());
        strings(g, "rulesets", run.implementation().rulesets());
        g.writeStringField("adapter", run.adapter());
        g.writeBooleanField("validated", run.validated());
        g.writeEndObject();
        g.writeObjectFieldStart("selection");
        strings(g, "rulesets", run.rulesets());
        g.writeStringField("tags", run.tags());
        g.writeEndObject();
        g.writeBooleanField("complete", run.complete());
        run.rerun().write(g);
    }

    /** Writes a counts object of {@code report.json} (total, applicable, one count per verdict key), which {@code compare.json} shares. */
    public static void tally(JsonGenerator g, Tally t) throws IOException {
        g.writeStartObject();
        g.writeNumberField("total", t.total());
        g.writeNumberField("applicable", t.applicable());
        for (Verdict v : Verdict.values()) {
            g.writeNumberField(key(v), t.get(v));
        }
        g.writeEndObject();
    }

    /** The verdict as a JSON key: passed, failed, errored, skipped, notApplicable. */
    public static String key(Verdict v) {
        return v == Verdict.NOT_APPLICABLE ? "notApplicable" : v.label();
    }

    private static void rulesets(JsonGenerator g, RunTallies tallies) throws IOException {
        g.writeArrayFieldStart("rulesets");
        for (Map.Entry<String, Tally> e : tallies.rulesets().entrySet()) {
            g.writeStartObject();
            g.writeStringField("id", e.getKey());
            g.writeFieldName("summary");
            tally(g, e.getValue());
            g.writeArrayFieldStart("clauses");
            for (String clause : tallies.clauseIds(e.getKey())) {
                g.writeStartObject();
                g.writeStringField("id", clause);
                g.writeStringField("title", tallies.title(clause));
                g.writeFieldName("results");
                tally(g, tallies.clause(clause));
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
    }

    private static void scenario(JsonGenerator g, ScenarioResult r, List<String> countedUnder, GherkinSource gherkin,
            Function<String, String> knownFailures) throws IOException {
        g.writeStartObject();
        g.writeStringField("id", r.id());
        g.writeStringField("name", r.name());
        g.writeStringField("file", r.file());
        g.writeNumberField("line", r.line());
        g.writeStringField("ruleset", r.ruleset());
        strings(g, "clauses", r.clauses());
        strings(g, "countedUnder", countedUnder);
        strings(g, "tags", r.tags());
        g.writeStringField("verdict", key(r.verdict()));
        g.writeStringField("message", r.message());
        FailureCause cause = FailureCause.of(r);
        if (cause != null) {
            g.writeStringField("cause", cause.cause());
            g.writeStringField("difference", cause.difference());
        }
        ScenarioDetail d = r.detail();
        g.writeStringField("stderr", d.stderr());
        if (d.turn() != null) {
            g.writeObjectFieldStart("turn");
            g.writeStringField("before", d.turn().before());
            strings(g, "white", d.turn().white());
            strings(g, "black", d.turn().black());
            g.writeStringField("first", d.turn().first());
            g.writeStringField("request", d.turn().request());
            g.writeEndObject();
        }
        answer(g, "expected", d.expected());
        answer(g, "actual", d.actual());
        String source = r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED ? gherkin.of(r.file(), r.line()) : "";
        if (!source.isEmpty()) {
            g.writeStringField("gherkin", source);
        }
        String known = knownFailures.apply(r.id());
        if (known != null) {
            g.writeObjectFieldStart("expectation");
            g.writeBooleanField("known", true);
            g.writeStringField("reason", known);
            g.writeEndObject();
        }
        g.writeEndObject();
    }

    private static void answer(JsonGenerator g, String field, ScenarioDetail.Answer a) throws IOException {
        if (a == null) {
            return;
        }
        g.writeObjectFieldStart(field);
        g.writeStringField("position", a.position());
        g.writeBooleanField("boardOnly", a.boardOnly());
        if (a.events() != null) {
            strings(g, "events", a.events());
        }
        g.writeStringField("outcome", a.outcome());
        g.writeStringField("rejection", a.rejection());
        g.writeEndObject();
    }

    /** Hands each result's id and time, in order, to a visitor. */
    @FunctionalInterface
    interface Timing {
        void each(ResultLog.Times times) throws IOException;
    }

    private static void timing(JsonGenerator g, Timing timing, Instant started, Instant finished) throws IOException {
        g.writeObjectFieldStart("timing");
        g.writeStringField("started", started.toString());
        g.writeStringField("finished", finished.toString());
        g.writeNumberField("millis", finished.toEpochMilli() - started.toEpochMilli());
        g.writeObjectFieldStart("scenarioMillis");
        timing.each(g::writeNumberField);
        g.writeEndObject();
        g.writeEndObject();
    }

    /** Writes the field {@code field} as an array of the strings {@code values}. */
    public static void strings(JsonGenerator g, String field, List<String> values) throws IOException {
        g.writeArrayFieldStart(field);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }
}
