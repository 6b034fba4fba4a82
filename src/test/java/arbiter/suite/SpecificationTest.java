package arbiter.suite;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectDirectories;
import org.junit.platform.suite.api.Suite;

/**
 * Runs every scenario under {@code features/} against the implementation under test (the
 * reference, unless {@code -Darbiter.implementation=NAME}), through the adapter interface.
 * Select a subset with {@code -Dcucumber.filter.tags='@xymyx.R2'}.
 */
@Suite
@IncludeEngines("cucumber")
@SelectDirectories("features")
public class SpecificationTest {
}
