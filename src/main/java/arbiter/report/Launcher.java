package arbiter.report;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * How this run of Arbiter was started, as the first words of a command that starts it again from the
 * same folder: the launcher script that says so in the system property {@value #PROPERTY}
 * ({@code ./arbiter} in the repository, {@code bin/arbiter} of the release archive), else
 * {@code java -jar JAR} when the classes come from a jar, else {@code ./arbiter} (the classes of a build in
 * the repository). A path under the working folder is written relative to it ({@code ./arbiter},
 * {@code ./bin/arbiter}), any other in full.
 */
public final class Launcher {

    /** The system property a launcher script sets to its own path. */
    public static final String PROPERTY = "arbiter.launcher";

    private Launcher() {
    }

    /** The words that start Arbiter as this run was started. */
    public static List<String> words() {
        return words(System.getProperty(PROPERTY), codeSource(), Path.of("").toAbsolutePath());
    }

    /**
     * The words for a run started by the launcher {@code launcher} (null when none said so), its classes
     * loaded from {@code classes} (a jar or a folder; null when unknown), in the folder {@code cwd}.
     */
    static List<String> words(String launcher, Path classes, Path cwd) {
        if (launcher != null && !launcher.isBlank()) {
            return List.of(relative(Path.of(launcher), cwd));
        }
        if (classes != null && classes.getFileName() != null && classes.getFileName().toString().endsWith(".jar")
                && Files.isRegularFile(classes)) {
            return List.of("java", "-jar", relative(classes, cwd));
        }
        return List.of("./arbiter");
    }

    private static String relative(Path path, Path cwd) {
        Path absolute = path.toAbsolutePath().normalize();
        Path here = cwd.toAbsolutePath().normalize();
        return absolute.startsWith(here) && !absolute.equals(here) ? "./" + here.relativize(absolute) : absolute.toString();
    }

    private static Path codeSource() {
        try {
            var source = Launcher.class.getProtectionDomain().getCodeSource();
            return source == null ? null : Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
