package arbiter.examples;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * The programs a test needs besides Java (node, npm, python3): without them the test is skipped,
 * except under {@code CI=true}, where CI's machine should have them and their absence is a failure.
 */
public final class RequiredTools {

    private RequiredTools() {
    }

    /** Skips the test, or fails it under CI=true, unless each command answers {@code --version}; {@code what} says what goes untested. */
    public static void require(String what, String... commands) {
        for (String command : commands) {
            if (runs(command, "--version")) {
                continue;
            }
            String ci = System.getenv("CI");
            if (ci != null && !ci.isEmpty()) {
                fail(command + " is needed to test " + what + ", and CI=" + ci + " says this machine should have it");
            }
            assumeTrue(false, command + " is not installed here, so " + what + " is not tested (under CI=true that is a failure)");
        }
    }

    /** Whether {@code command} runs and exits 0 within 30 seconds. */
    static boolean runs(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
