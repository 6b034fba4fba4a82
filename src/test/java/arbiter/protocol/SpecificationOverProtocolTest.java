package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Verdict;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The whole specification through a real child process: the reference served by
 * {@code arbiter serve} in another JVM, reached over the protocol with every message checked
 * against the schemas. Each scenario is one test, as in process.
 */
class SpecificationOverProtocolTest {

    /** The command line that starts the reference as a protocol speaker from this test's class path. */
    static String serveCommand() {
        return "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
    }

    @TestFactory
    Stream<DynamicTest> everyScenarioPassesThroughTheProtocol() {
        AdapterOptions options = AdapterOptions.defaults().withTimeout(java.time.Duration.ofSeconds(30))
                .withChecker(MessageSchemas::problems);
        List<ScenarioResult> results;
        try (ProcessImplementation child = new ProcessImplementation(serveCommand(), options)) {
            results = SuiteRun.run("features", null, child);
        }
        assertThat(results).hasSizeGreaterThan(250);
        return results.stream().map(r -> DynamicTest.dynamicTest(r.id() + " " + r.name(),
                () -> assertThat(r.verdict()).as(r.message()).isEqualTo(Verdict.PASSED)));
    }
}
