package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Fails a test that leaves a process it started running (after five seconds' grace for those being ended). */
final class NoChildOutlives implements BeforeEachCallback, AfterEachCallback {

    private Set<Long> before = Set.of();

    @Override
    public void beforeEach(ExtensionContext context) {
        before = descendants();
    }

    @Override
    public void afterEach(ExtensionContext context) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        Set<Long> left = newDescendants();
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
            left = newDescendants();
        }
        assertThat(left).as("child processes left running").isEmpty();
    }

    private Set<Long> newDescendants() {
        return descendants().stream().filter(pid -> !before.contains(pid)).collect(Collectors.toSet());
    }

    private static Set<Long> descendants() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).map(ProcessHandle::pid)
                .collect(Collectors.toSet());
    }
}
