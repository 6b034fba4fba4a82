package arbiter.bench;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** A program found on the {@code PATH}, as a shell finds it. */
public final class OnPath {

    private OnPath() {
    }

    /** The first executable file called {@code name} in a folder of the {@code PATH}, or null. */
    public static Path find(String name) {
        for (String folder : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, name);
            if (Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
