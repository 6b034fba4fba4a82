package arbiter.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * What {@code ./mvnw package} built (the jar and the release archive, named by Failsafe's system
 * properties), and a way to run a program on it as a user would: a fresh process in a folder of its
 * own, without the repository's Maven Wrapper in its environment.
 */
final class Packaged {

    /** The Java that runs the tests, by full path, so that the launchers find it through JAVA_HOME or PATH alike. */
    static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));

    private Packaged() {
    }

    static Path jar() {
        return built("arbiter.jar.path");
    }

    /** The release archive ending in {@code extension}: ".zip" or ".tar.gz". */
    static Path archive(String extension) {
        return Path.of(built("arbiter.archive.base") + extension);
    }

    static String version() {
        return System.getProperty("arbiter.version");
    }

    private static Path built(String property) {
        String path = System.getProperty(property);
        assertThat(path).as("system property %s (set by Failsafe in pom.xml)", property).isNotBlank();
        return Path.of(path);
    }

    /** What a finished process printed (standard output and error together) and its exit status. */
    record Ran(int status, String output) {
    }

    /** Runs {@code command} in {@code folder} with {@code extraEnv} (name, value pairs) and waits for it. */
    static Ran run(Path folder, List<String> command, String... extraEnv) throws IOException, InterruptedException {
        Path output = Files.createTempFile("arbiter-packaged-", ".txt");
        try {
            ProcessBuilder builder = new ProcessBuilder(command).directory(folder.toFile())
                    .redirectErrorStream(true).redirectOutput(output.toFile());
            builder.environment().remove("ARBITER_MVNW");
            for (int i = 0; i < extraEnv.length; i += 2) {
                builder.environment().put(extraEnv[i], extraEnv[i + 1]);
            }
            Process process = builder.start();
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new AssertionError("still running after 10 minutes: " + command);
            }
            return new Ran(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(output);
        }
    }

    static String java() {
        return JAVA_HOME.resolve("bin").resolve("java").toString();
    }

    /** {@code java -jar arbiter.jar ARGS}, with the Java that runs the tests. */
    static List<String> javaJar(String... args) {
        List<String> command = new ArrayList<>(List.of(java(), "-jar", jar().toString()));
        command.addAll(List.of(args));
        return command;
    }

    /** Copies the folder {@code from} to {@code to}, leaving out what lies under a folder named in {@code skipped}. */
    static void copyTree(Path from, Path to, String... skipped) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.filter(f -> !under(from.relativize(f), skipped)).toList()) {
                Path target = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(f, target);
                }
            }
        }
    }

    private static boolean under(Path relative, String... folders) {
        for (Path part : relative) {
            if (List.of(folders).contains(part.toString())) {
                return true;
            }
        }
        return false;
    }
}
