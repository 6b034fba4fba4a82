package arbiter.rulebook;

import arbiter.suite.RulesetOrder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A features folder on the file system, which the suite run and the Gherkin parser both need: the
 * given path, or for {@code classpath:features} the bundled copy (used in place when the class path
 * is a folder, copied to a temporary folder when it is inside the jar).
 */
public final class FeaturesFolder {

    /** The bundled specification. */
    public static final String BUNDLED = "classpath:features";

    private FeaturesFolder() {
    }

    /** The folder for {@code features}: a path, or {@value #BUNDLED}. */
    public static Path resolve(String features) {
        if (!features.startsWith("classpath:")) {
            Path dir = Path.of(features);
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("no feature directory at " + features);
            }
            return dir;
        }
        String resource = features.substring("classpath:".length()).replaceAll("^/|/$", "");
        URL marker = FeaturesFolder.class.getClassLoader().getResource(resource + "/clauses.md");
        if (marker == null) {
            throw new IllegalArgumentException("no bundled features at " + features);
        }
        try {
            URI uri = marker.toURI();
            if (uri.getScheme().equals("file")) {
                return Path.of(uri).getParent();
            }
            return copyOut(uri, resource);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cannot read the bundled features: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy the bundled features: " + e.getMessage(), e);
        }
    }

    private static Path copyOut(URI inJar, String resource) throws IOException {
        Path target = Files.createTempDirectory("arbiter-features-");
        Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteQuietly(target), "arbiter-features-cleanup"));
        FileSystem fs;
        boolean opened = false;
        try {
            fs = FileSystems.newFileSystem(inJar, Map.of());
            opened = true;
        } catch (FileSystemAlreadyExistsException e) {
            fs = FileSystems.getFileSystem(inJar);
        }
        try {
            Path source = fs.getPath("/" + resource);
            List<Path> all;
            try (Stream<Path> walk = Files.walk(source)) {
                all = walk.toList();
            }
            for (Path p : all) {
                Path to = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(p, to);
                }
            }
        } finally {
            if (opened) {
                fs.close();
            }
        }
        return target;
    }

    private static void deleteQuietly(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a temporary folder left behind is no reason to fail
        }
    }

    /** The rulesets with a folder of features under {@code root}, in {@link RulesetOrder#CATALOGUE} order. */
    public static List<String> rulesets(Path root) {
        try (Stream<Path> dirs = Files.list(root)) {
            return dirs.filter(Files::isDirectory).filter(FeaturesFolder::hasFeatures)
                    .map(d -> d.getFileName().toString()).sorted(RulesetOrder.CATALOGUE).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root + ": " + e.getMessage(), e);
        }
    }

    private static boolean hasFeatures(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(p -> p.toString().endsWith(".feature"));
        } catch (IOException e) {
            return false;
        }
    }
}
