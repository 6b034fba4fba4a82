package arbiter.kit;

import arbiter.api.Implementation;
import arbiter.suite.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.platform.suite.api.BeforeSuite;
import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;
import org.junit.platform.suite.api.SuiteDisplayName;

/**
 * Arbiter's specification as tests of an implementation's own build: extend this class in a test
 * source folder and {@code mvn test} (or the IDE) runs every scenario against the implementation,
 * one test per scenario, grouped by feature file (a ruleset's clause), with the failure messages and
 * boards of Arbiter's report. A scenario of a ruleset the implementation does not list is skipped as
 * not applicable, with the reason.
 *
 * <p>The implementation is the one named by the system property {@code arbiter.implementation};
 * without it, the one implementation registered in {@code META-INF/services/arbiter.api.Implementation}
 * besides Arbiter's own reference. Narrow the run as Arbiter's command line does, with Cucumber's tag
 * expressions: {@code -Dcucumber.filter.tags='@xymyx.R2 and not @ruling'}.
 *
 * <pre>{@code
 * class SpecificationTest extends ArbiterSpecification {
 * }
 * }</pre>
 */
@Suite
@SuiteDisplayName("Arbiter's specification")
@IncludeEngines("cucumber")
@SelectClasspathResource("features")
@ConfigurationParameter(key = "cucumber.glue", value = "arbiter.suite.steps")
@ConfigurationParameter(key = "cucumber.plugin", value = "arbiter.suite.StepTracker")
@ConfigurationParameter(key = "cucumber.publish.quiet", value = "true")
@ConfigurationParameter(key = "cucumber.junit-platform.naming-strategy", value = "long")
public abstract class ArbiterSpecification {

    /** The system property that names the implementation under test. */
    public static final String IMPLEMENTATION = "arbiter.implementation";

    /** Puts the implementation under test in place before the first scenario. */
    @BeforeSuite
    static void chooseTheImplementation() {
        Target.use(underTest());
    }

    /** The implementation the property names, or the only one registered besides the reference. */
    public static Implementation underTest() {
        String named = System.getProperty(IMPLEMENTATION);
        if (named != null && !named.isBlank()) {
            return Target.find(named.strip());
        }
        List<Implementation> registered = new ArrayList<>();
        for (Implementation candidate : ServiceLoader.load(Implementation.class)) {
            if (!candidate.describe().name().equals(Target.REFERENCE)) {
                registered.add(candidate);
            }
        }
        if (registered.size() != 1) {
            throw new IllegalStateException((registered.isEmpty() ? "no implementation is registered"
                    : registered.size() + " implementations are registered (" + names(registered) + ")")
                    + " in META-INF/services/arbiter.api.Implementation besides Arbiter's reference; register yours, or name it with -D"
                    + IMPLEMENTATION + "=NAME");
        }
        return registered.get(0);
    }

    private static String names(List<Implementation> implementations) {
        return String.join(", ", implementations.stream().map(i -> i.describe().name()).toList());
    }
}
