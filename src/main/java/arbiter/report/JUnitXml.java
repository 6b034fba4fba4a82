package arbiter.report;

import arbiter.causes.FailureCause;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * {@code junit.xml}: the run in the JUnit XML form every CI understands, one test suite per
 * ruleset, one test case per scenario (class name: the feature file), with a {@code clause} property
 * for each clause it counts under ({@link RunTallies#clausesOf}). Skipped scenarios are skipped, and so
 * are not applicable ones (the form has no such verdict), with a message that begins "not applicable:";
 * errored ones are errors. A failure's {@code message} attribute is the line that says what differed
 * ({@link FailureCause#difference()}: "e4: expected White Knight, got Black Knight"), its text the whole
 * message and the turn played. A run
 * cut short says so in the name, a {@code complete} property and the standard error of each suite.
 * Streamed; every text passes {@link SafeText}, then the XML writer's escaping.
 */
public final class JUnitXml {

    static final String INCOMPLETE = "INCOMPLETE RUN: the run was cut short; only the scenarios that finished are here.";

    private JUnitXml() {
    }

    public static void write(OutputStream out, RunInfo run, Iterable<ScenarioResult> results, RunTallies tallies) throws IOException {
        try {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            if (!run.complete()) {
                x.writeComment(" " + INCOMPLETE + " ");
                x.writeCharacters("\n");
            }
            x.writeStartElement("testsuites");
            attribute(x, "name", "arbiter conformance: " + run.implementation().name() + (run.complete() ? "" : " (INCOMPLETE)"));
            counts(x, tallies.all());
            for (Map.Entry<String, Tally> e : tallies.rulesets().entrySet()) {
                testsuite(x, run, e.getKey(), e.getValue(), results, tallies);
            }
            x.writeCharacters("\n");
            x.writeEndElement();
            x.writeCharacters("\n");
            x.writeEndDocument();
            x.close();
        } catch (XMLStreamException e) {
            throw new IOException("cannot write junit.xml: " + e.getMessage(), e);
        }
    }

    private static void testsuite(XMLStreamWriter x, RunInfo run, String ruleset, Tally tally, Iterable<ScenarioResult> results,
            RunTallies tallies) throws XMLStreamException {
        x.writeCharacters("\n  ");
        x.writeStartElement("testsuite");
        attribute(x, "name", ruleset);
        counts(x, tally);
        if (!run.complete()) {
            x.writeCharacters("\n    ");
            properties(x, "complete", List.of("false"));
        }
        for (ScenarioResult r : results) {
            if (RunTallies.rulesetOf(r).equals(ruleset)) {
                testcase(x, r, tallies.clausesOf(r));
            }
        }
        if (!run.complete()) {
            x.writeCharacters("\n    ");
            x.writeStartElement("system-err");
            x.writeCharacters(INCOMPLETE);
            x.writeEndElement();
        }
        x.writeCharacters("\n  ");
        x.writeEndElement();
    }

    private static void counts(XMLStreamWriter x, Tally t) throws XMLStreamException {
        x.writeAttribute("tests", String.valueOf(t.total()));
        x.writeAttribute("failures", String.valueOf(t.get(Verdict.FAILED)));
        x.writeAttribute("errors", String.valueOf(t.get(Verdict.ERRORED)));
        x.writeAttribute("skipped", String.valueOf(t.get(Verdict.SKIPPED) + t.get(Verdict.NOT_APPLICABLE)));
    }

    private static void testcase(XMLStreamWriter x, ScenarioResult r, List<String> clauses) throws XMLStreamException {
        x.writeCharacters("\n    ");
        x.writeStartElement("testcase");
        attribute(x, "classname", r.file());
        attribute(x, "name", r.id() + " " + r.name());
        x.writeAttribute("time", seconds(r.millis()));
        if (!clauses.isEmpty()) {
            properties(x, "clause", clauses);
        }
        String element = switch (r.verdict()) {
            case FAILED -> "failure";
            case ERRORED -> "error";
            case SKIPPED, NOT_APPLICABLE -> "skipped";
            case PASSED -> null;
        };
        if (element != null) {
            x.writeStartElement(element);
            FailureCause cause = FailureCause.of(r);
            attribute(x, "message", cause == null ? FailureCause.firstLine(r.message()) : cause.difference());
            if (r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED) {
                x.writeCharacters(SafeText.of(r.message() + turn(r)));
            }
            x.writeEndElement();
        }
        x.writeEndElement();
    }

    /** Milliseconds as seconds with three decimals ("1.250"), as {@code %.3f} writes them, without a formatter per test case. */
    static String seconds(long millis) {
        if (millis < 0 || millis >= 1_000_000_000_000L) {
            return String.format(java.util.Locale.ROOT, "%.3f", millis / 1000.0);
        }
        String fraction = Long.toString(1000 + millis % 1000);
        return millis / 1000 + "." + fraction.substring(1);
    }

    /** The turn the scenario played, on a line of its own after the message; "" without one. */
    private static String turn(ScenarioResult r) {
        return r.detail().turn() == null ? "" : "\n\nturn: " + TurnCaption.of(r.detail().turn());
    }

    private static void properties(XMLStreamWriter x, String name, List<String> values) throws XMLStreamException {
        x.writeStartElement("properties");
        for (String value : values) {
            x.writeEmptyElement("property");
            attribute(x, "name", name);
            attribute(x, "value", value);
        }
        x.writeEndElement();
    }

    private static void attribute(XMLStreamWriter x, String name, String value) throws XMLStreamException {
        x.writeAttribute(name, SafeText.of(value == null ? "" : value));
    }
}
