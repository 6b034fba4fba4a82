package arbiter.compare;

import arbiter.report.ReportJson;
import arbiter.report.SafeJson;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;

/**
 * {@code compare.json}: the machine record of a {@link Comparison} (schema: {@code report/v1/compare.schema.json}).
 * Implementations in column order; per clause, one count object per implementation in that order; per
 * scenario, one verdict per implementation (null where it did not run), who agrees with the reference (passed) and
 * who does not (failed or errored).
 */
public final class CompareJson {

    /** The value of the {@code format} field. */
    public static final String FORMAT = "arbiter-compare/1";

    private CompareJson() {
    }

    public static void write(OutputStream out, Comparison c) throws IOException {
        try (JsonGenerator g = SafeJson.FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeBooleanField("complete", c.complete());
            Comparison.Counts counts = c.counts();
            g.writeObjectFieldStart("summary");
            g.writeNumberField("scenarios", counts.scenarios());
            g.writeNumberField("disputed", counts.disputed());
            g.writeNumberField("allPassed", counts.allPassed());
            g.writeNumberField("somePassed", counts.somePassed());
            g.writeNumberField("nonePassed", counts.nonePassed());
            g.writeEndObject();
            g.writeArrayFieldStart("implementations");
            for (CompareColumn col : c.columns()) {
                g.writeStartObject();
                g.writeStringField("label", col.label());
                g.writeStringField("name", col.name());
                g.writeStringField("version", col.version());
                g.writeStringField("adapter", col.adapter());
                g.writeStringField("report", col.folder() == null ? null : col.folder() + "/report.json");
                g.writeBooleanField("complete", col.complete());
                g.writeNumberField("exitStatus", col.exitStatus());
                if (col.protocol() > 0) {
                    g.writeNumberField("protocol", col.protocol());
                } else {
                    g.writeNullField("protocol");
                }
                g.writeFieldName("summary");
                ReportJson.tally(g, col.tally());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeArrayFieldStart("clauses");
            for (Comparison.Clause clause : c.clauses()) {
                g.writeStartObject();
                g.writeStringField("ruleset", clause.ruleset());
                g.writeStringField("id", clause.id());
                g.writeStringField("title", clause.title());
                g.writeArrayFieldStart("results");
                for (CompareColumn col : c.columns()) {
                    ReportJson.tally(g, c.cell(col, clause.id()));
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            scenarios(g, c);
            g.writeEndObject();
        }
    }

    private static void scenarios(JsonGenerator g, Comparison c) throws IOException {
        g.writeArrayFieldStart("scenarios");
        for (CompareScenario s : c.scenarios()) {
            g.writeStartObject();
            g.writeStringField("id", s.id());
            g.writeStringField("name", s.name());
            g.writeStringField("ruleset", s.ruleset());
            ReportJson.strings(g, "countedUnder", s.countedUnder());
            ReportJson.strings(g, "verdicts", c.columns().stream().map(col -> col.verdict(s.key())).toList());
            ReportJson.strings(g, "agree", c.agreeing(s).stream().map(CompareColumn::label).toList());
            ReportJson.strings(g, "disagree", c.disagreeing(s).stream().map(CompareColumn::label).toList());
            g.writeBooleanField("allAgree", c.allPassed(s));
            g.writeEndObject();
        }
        g.writeEndArray();
    }
}
