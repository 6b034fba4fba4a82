package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Verdict;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The whole specification through a real child process, in each protocol version: the reference
 * served by {@code arbiter serve} in another JVM, reached over the protocol with every message
 * checked against the schemas of the version spoken. With {@code --protocol 1} it answers as an
 * adapter written for version 1 would, and still runs the suite: every scenario passes, but for
 * those whose turns version 1 cannot say and those whose expected answer needs words version 1
 * lacks (a SimulChess chain capture, a win by King capture), which are not applicable to it; none
 * is skipped. Each scenario is one test, as in process. Of the joint perft scenarios, which
 * resolve up to 200,000 turns each, only those from perft position 3 (a few hundred turns) run here:
 * the step is the same over the protocol, and the rest would cost minutes of schema checks.
 */
class SpecificationOverProtocolTest {

    /** The command line that starts the reference as a protocol speaker from this test's class path. */
    static String serveCommand() {
        return "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
    }

    /** Every scenario but the larger joint perft ones. */
    static final String PERFT_OVER_PROTOCOL = "not @perft or @id:xymyx-perft-002 or @id:xymyx-classic-perft-002"
            + " or @id:simulchess-perft-002 or @id:zeitgeist-perft-002 or @id:revochess-perft-002";

    @TestFactory
    Stream<DynamicContainer> everyScenarioPassesThroughEachVersionOfTheProtocol() {
        return Stream.of(2, 1).map(version -> {
            List<ScenarioResult> results = run(version);
            return DynamicContainer.dynamicContainer("protocol version " + version, results.stream().map(r -> DynamicTest.dynamicTest(
                    r.id() + " " + r.name(), () -> passedOrBeyondVersion1(r, version))));
        });
    }

    private static List<ScenarioResult> run(int version) {
        AdapterOptions options = AdapterOptions.defaults().withTimeout(Duration.ofSeconds(60)).withStartTimeout(Duration.ofSeconds(120)).withChecker(MessageSchemas::problems);
        List<ScenarioResult> results;
        try (ProcessImplementation child = new ProcessImplementation(serveCommand() + " --protocol " + version, options)) {
            assertThat(child.apiVersion()).isEqualTo(version);
            results = SuiteRun.run("features", PERFT_OVER_PROTOCOL, child);
        }
        assertThat(results).hasSizeGreaterThan(250);
        assertThat(results).filteredOn(r -> r.verdict() == Verdict.PASSED).hasSizeGreaterThan(250);
        return results;
    }

    private static void passedOrBeyondVersion1(ScenarioResult r, int version) {
        if (version == 1 && r.verdict() == Verdict.NOT_APPLICABLE) {
            assertThat(r.message()).as("why it is not applicable").containsIgnoringCase("version 1");
        } else {
            assertThat(r.verdict()).as(r.message()).isEqualTo(Verdict.PASSED);
        }
    }
}
