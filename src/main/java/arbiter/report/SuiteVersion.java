package arbiter.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** Arbiter's own version, and the commit of the specification it runs. */
public final class SuiteVersion {

    private SuiteVersion() {
    }

    public static String version() {
        String v = SuiteVersion.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /**
     * The commit of the working directory's repository ({@code git rev-parse HEAD}), the value of the
     * system property {@code arbiter.commit} if set, or "unknown".
     */
    public static String commit() {
        String set = System.getProperty("arbiter.commit");
        if (set != null && !set.isBlank()) {
            return set;
        }
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD").redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (git.waitFor(5, TimeUnit.SECONDS) && git.exitValue() == 0 && out.matches("[0-9a-f]{40}")) {
                return out;
            }
        } catch (IOException e) {
            // no git here
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "unknown";
    }
}
