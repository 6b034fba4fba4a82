package arbiter.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/** Arbiter's own version, and the commit of the specification it runs. */
public final class SuiteVersion {

    private static final String BUILD_COMMIT = "arbiter/build-commit.properties";

    private SuiteVersion() {
    }

    public static String version() {
        String v = SuiteVersion.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /** {@link #commit(Path)} of the working directory. */
    public static String commit() {
        return commit(Path.of("."));
    }

    /**
     * The commit of the specification read from {@code features}: the system property {@code arbiter.commit} if set;
     * else, when the folder lies in a git work tree, that tree's {@code HEAD}; else (the copy the jar carries, or a
     * folder outside any repository) the commit the jar was built from; else "unknown".
     */
    public static String commit(Path features) {
        String set = System.getProperty("arbiter.commit");
        if (set != null && !set.isBlank()) {
            return set;
        }
        String head = features == null ? null : head(features);
        if (head != null) {
            return head;
        }
        String built = built();
        return built != null ? built : "unknown";
    }

    private static String head(Path folder) {
        if (folder.getFileSystem() != FileSystems.getDefault() || !Files.isDirectory(folder)) {
            return null;
        }
        try {
            Process git = new ProcessBuilder("git", "rev-parse", "HEAD").directory(folder.toFile()).redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (git.waitFor(5, TimeUnit.SECONDS) && git.exitValue() == 0 && out.matches("[0-9a-f]{40}")) {
                return out;
            }
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    private static String built() {
        try (InputStream in = SuiteVersion.class.getClassLoader().getResourceAsStream(BUILD_COMMIT)) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(in);
            String id = p.getProperty("git.commit.id", "");
            return id.matches("[0-9a-f]{40}") ? id : null;
        } catch (IOException e) {
            return null;
        }
    }
}
