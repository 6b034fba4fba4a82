package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A failure in {@code junit.xml}: its message is what differed ({@link arbiter.causes.FailureCause#difference()}), not the generic message. */
class JUnitXmlMessageTest {

    @Test
    void theJUnitMessageSaysWhatDiffered() throws Exception {
        List<ScenarioResult> results = SuiteRun.run("features", "@xymyx.R1 or @xymyx.RA1", Target.find("fixture-reversed-registration"));
        RunInfo info = new RunInfo("test", "0123456789abcdef0123456789abcdef01234567", 2,
                Target.find("fixture-reversed-registration").describe(), null, List.of(), null, true);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        JUnitXml.write(out, info, results, RunTallies.of(results, arbiter.suite.ClauseCatalogue.forFeatures("features")));
        org.w3c.dom.Document xml = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(out.toByteArray()));
        java.util.Map<String, String> messages = new java.util.HashMap<>();
        org.w3c.dom.NodeList failures = xml.getElementsByTagName("failure");
        for (int i = 0; i < failures.getLength(); i++) {
            org.w3c.dom.Element f = (org.w3c.dom.Element) failures.item(i);
            String name = ((org.w3c.dom.Element) f.getParentNode()).getAttribute("name");
            messages.put(name.substring(0, name.indexOf(' ')), f.getAttribute("message"));
        }
        assertThat(messages).hasSize((int) results.stream().filter(r -> r.verdict() == Verdict.FAILED).count());
        assertThat(messages.get("xymyx-r1-006")).startsWith("e4: expected White Knight, got Black Knight");
        assertThat(messages.get("xymyx-r1-007")).startsWith("e4: expected Black Knight, got White Knight");
        assertThat(messages.get("xymyx-ra1-007")).isEqualTo("outcome: expected White wins by checkmate, got Black wins by checkmate");
        assertThat(messages.values()).noneMatch(m -> m.contains("the board after the turn differs"));
    }
}
