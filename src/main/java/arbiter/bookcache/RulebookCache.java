package arbiter.bookcache;

import arbiter.rulebook.BookBuilder;
import arbiter.report.SuiteVersion;
import arbiter.suite.Target;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.CodeSource;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * The rulebooks built before, kept to be reused: a book depends only on the specification and on the code
 * that runs and draws it, never on the implementation tested, so each run need not build it again from a
 * fresh run of the reference (about 12 CPU-seconds for the five books). A folder per specification, named by
 * a digest of every file of the features folder, the commit the books print, Arbiter's version and the
 * code that builds them (the jar, or the class folders, by name, size and time); in it the book files as
 * {@link arbiter.rulebook.files.RulebookFiles} names them. New files are written aside and moved in whole, so two
 * runs at once never read half a book; the {@value #KEPT} folders used last are kept, and older ones while in use.
 */
public final class RulebookCache {

    /** How many specifications' books are kept at least; older ones are deleted once unused for {@link #IDLE}. */
    static final int KEPT = 4;
    static final Duration IDLE = Duration.ofHours(1);

    private final Path root;

    RulebookCache(Path root) {
        this.root = root;
    }

    /**
     * The cache in {@code dir}, else in the user's cache folder: {@code $XDG_CACHE_HOME/arbiter/rulebooks}, or
     * {@code ~/.cache/arbiter/rulebooks}; null (no cache) when there is no home to put it in.
     */
    public static RulebookCache in(Path dir) {
        if (dir != null) {
            return new RulebookCache(dir);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) {
            return new RulebookCache(Path.of(xdg, "arbiter", "rulebooks"));
        }
        String home = System.getProperty("user.home");
        return home == null || home.isBlank() || home.equals("?") ? null : new RulebookCache(Path.of(home, ".cache", "arbiter", "rulebooks"));
    }

    /** Where the books are kept. */
    Path root() {
        return root;
    }

    /**
     * The folder of the books of the specification in {@code features}, made and marked as used last; null when the
     * code that builds the books cannot be found, so that no digest can tell a change of it.
     */
    Path folderFor(Path features) throws IOException {
        String digest = digest(features);
        if (digest == null) {
            return null;
        }
        Path folder = root.resolve(digest);
        Files.createDirectories(folder);
        Files.setLastModifiedTime(folder, FileTime.from(Instant.now()));
        prune(folder);
        return folder;
    }

    /** Moves {@code file} (written outside the cache's folders, on its file system) into {@code folder}, whole. */
    static void keep(Path file, Path folder) throws IOException {
        Path to = folder.resolve(file.getFileName().toString());
        try {
            Files.move(file, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            Files.move(file, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Puts the kept {@code file} into {@code dir}: a second name for the same file where the file system allows, else a copy. */
    static void place(Path file, Path dir) throws IOException {
        Path to = dir.resolve(file.getFileName().toString());
        Files.deleteIfExists(to);
        try {
            Files.createLink(to, file);
        } catch (IOException | UnsupportedOperationException e) {
            Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A folder for new files beside the kept ones, to be moved in whole by {@link #keep}. */
    Path scratch() throws IOException {
        Files.createDirectories(root);
        return Files.createTempDirectory(root, ".building-");
    }

    static void deleteQuietly(Path dir) {
        if (dir == null || !Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // left for the next clean-up
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // left for the next clean-up
        }
    }

    /**
     * Deletes the folders beyond the {@value #KEPT} used last that no run used for {@link #IDLE} (another run may be reading
     * a younger one), and what a run cut short left half built.
     */
    private void prune(Path inUse) throws IOException {
        List<Path> folders;
        try (Stream<Path> children = Files.list(root)) {
            folders = children.filter(Files::isDirectory).sorted(Comparator.comparing(RulebookCache::lastUsed).reversed()).toList();
        }
        FileTime idle = FileTime.from(Instant.now().minus(IDLE));
        List<Path> books = folders.stream().filter(p -> !p.getFileName().toString().startsWith(".")).toList();
        Stream.concat(books.stream().skip(KEPT), folders.stream().filter(p -> p.getFileName().toString().startsWith(".")))
                .filter(p -> !p.equals(inUse) && lastUsed(p).compareTo(idle) < 0).forEach(RulebookCache::deleteQuietly);
    }

    private static FileTime lastUsed(Path folder) {
        try {
            return Files.getLastModifiedTime(folder);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    /** The digest that names the folder of the books of {@code features}, or null when the code's place cannot be told. */
    static String digest(Path features) throws IOException {
        MessageDigest sha;
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        update(sha, "arbiter " + SuiteVersion.version() + "\ncommit " + SuiteVersion.commit(features) + "\n");
        for (Class<?> code : List.of(BookBuilder.class, Target.find(Target.REFERENCE).getClass())) {
            update(sha, "code " + code.getName() + "\n");
            Path location = location(code);
            if (location == null) {
                return null;
            }
            describeFiles(sha, location, false);
        }
        update(sha, "features\n");
        describeFiles(sha, features, true);
        return HexFormat.of().formatHex(sha.digest(), 0, 16);
    }

    /** Each regular file under {@code place} (or the file itself): its relative name, then its bytes or its size and time. */
    private static void describeFiles(MessageDigest sha, Path place, boolean contents) throws IOException {
        List<Path> files;
        try (Stream<Path> all = Files.walk(place)) {
            files = all.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path f : files) {
            update(sha, place.relativize(f).toString().replace('\\', '/') + "\n");
            if (contents) {
                sha.update(Files.readAllBytes(f));
            } else {
                update(sha, Files.size(f) + " " + Files.getLastModifiedTime(f).toMillis() + " " + f.toAbsolutePath() + "\n");
            }
        }
    }

    private static void update(MessageDigest sha, String text) {
        sha.update(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The jar or class folder {@code code} was loaded from, or null when it cannot be told. */
    private static Path location(Class<?> code) {
        CodeSource source = code.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        try {
            Path p = Path.of(source.getLocation().toURI());
            return Files.exists(p) ? p : null;
        } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return null;
        }
    }
}
