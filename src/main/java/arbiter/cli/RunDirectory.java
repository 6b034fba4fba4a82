package arbiter.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/** A new folder for a run's reports: {@code reports/<yyyyMMdd-HHmmss>-<implementation>[-n]}. */
final class RunDirectory {

    private RunDirectory() {
    }

    static Path create(Path reports, String implementation) {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        String name = stamp + "-" + implementation.replaceAll("[^A-Za-z0-9._-]", "_");
        if (name.length() > 80) {
            name = name.substring(0, 80);
        }
        Path dir = reports.resolve(name);
        for (int n = 2; Files.exists(dir); n++) {
            dir = reports.resolve(name + "-" + n);
        }
        return dir;
    }
}
