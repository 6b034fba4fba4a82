package arbiter.suite;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A features folder with one sound feature file among every kind of bad entry: a dangling link, a
 * folder, an empty file, a named pipe, a file that is not UTF-8 and one over the size limit.
 */
public final class BrokenFolder {

    /** The bad entries, by file name, and the reason each is refused. */
    public static final String[][] BAD = {
        {"dangling.feature", "it is a symbolic link to nowhere.feature, which does not exist"},
        {"folder.feature", "it is a directory, not a file"},
        {"pipe.feature", "it is a named pipe (FIFO), not a regular file"},
        {"latin1.feature", "line 3 is not valid UTF-8 (byte 0xE9)"},
        {"huge.feature", "it is 5 MiB, over the 4 MiB limit for feature files"},
    };

    private BrokenFolder() {
    }

    /** Writes the folder under {@code dir} and returns the path of its sound file. */
    public static Path create(Path dir) throws IOException, InterruptedException {
        Path xymyx = Files.createDirectories(dir.resolve("xymyx"));
        Path sound = Files.copy(Path.of("features/xymyx/r1-simultaneity.feature"), xymyx.resolve("r1-simultaneity.feature"));
        Files.createSymbolicLink(xymyx.resolve("dangling.feature"), Path.of("nowhere.feature"));
        Files.createDirectory(xymyx.resolve("folder.feature"));
        Files.createFile(xymyx.resolve("empty.feature"));
        Process mkfifo = new ProcessBuilder("mkfifo", xymyx.resolve("pipe.feature").toString()).inheritIO().start();
        if (mkfifo.waitFor() != 0) {
            throw new IOException("mkfifo failed");
        }
        Files.write(xymyx.resolve("latin1.feature"), "Feature: Latin-1\n\n  Caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        try (RandomAccessFile huge = new RandomAccessFile(xymyx.resolve("huge.feature").toFile(), "rw")) {
            huge.setLength(5 * 1024 * 1024);
        }
        return sound;
    }
}
