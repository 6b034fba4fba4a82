package arbiter.report;

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
 * errored ones are errors. Streamed, and escaped by the XML writer.
 */
public final class JUnitXml {

    private JUnitXml() {
    }

    public static void write(OutputStream out, RunInfo run, Iterable<ScenarioResult> results, RunTallies tallies) throws IOException {
        Map<String, Tally> byRuleset = tallies.rulesets();
        try {
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
            x.writeStartDocument("UTF-8", "1.0");
            x.writeCharacters("\n");
            x.writeStartElement("testsuites");
            x.writeAttribute("name", "arbiter conformance: " + run.implementation().name());
            counts(x, tallies.all());
            for (Map.Entry<String, Tally> e : byRuleset.entrySet()) {
                x.writeCharacters("\n  ");
                x.writeStartElement("testsuite");
                x.writeAttribute("name", e.getKey());
                counts(x, e.getValue());
                for (ScenarioResult r : results) {
                    if (RunTallies.rulesetOf(r).equals(e.getKey())) {
                        testcase(x, r, tallies.clausesOf(r));
                    }
                }
                x.writeCharacters("\n  ");
                x.writeEndElement();
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

    private static void counts(XMLStreamWriter x, Tally t) throws XMLStreamException {
        x.writeAttribute("tests", String.valueOf(t.total()));
        x.writeAttribute("failures", String.valueOf(t.get(Verdict.FAILED)));
        x.writeAttribute("errors", String.valueOf(t.get(Verdict.ERRORED)));
        x.writeAttribute("skipped", String.valueOf(t.get(Verdict.SKIPPED) + t.get(Verdict.NOT_APPLICABLE)));
    }

    private static void testcase(XMLStreamWriter x, ScenarioResult r, List<String> clauses) throws XMLStreamException {
        x.writeCharacters("\n    ");
        x.writeStartElement("testcase");
        x.writeAttribute("classname", r.file());
        x.writeAttribute("name", r.id() + " " + r.name());
        x.writeAttribute("time", String.format(java.util.Locale.ROOT, "%.3f", r.millis() / 1000.0));
        if (!clauses.isEmpty()) {
            x.writeStartElement("properties");
            for (String clause : clauses) {
                x.writeEmptyElement("property");
                x.writeAttribute("name", "clause");
                x.writeAttribute("value", clause);
            }
            x.writeEndElement();
        }
        String element = switch (r.verdict()) {
            case FAILED -> "failure";
            case ERRORED -> "error";
            case SKIPPED, NOT_APPLICABLE -> "skipped";
            case PASSED -> null;
        };
        if (element != null) {
            x.writeStartElement(element);
            x.writeAttribute("message", firstLine(r.message()));
            if (r.verdict() == Verdict.FAILED || r.verdict() == Verdict.ERRORED) {
                x.writeCharacters(r.message());
            }
            x.writeEndElement();
        }
        x.writeEndElement();
    }

    private static String firstLine(String text) {
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }
}
