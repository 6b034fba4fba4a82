package arbiter.report;

import arbiter.suite.FeatureFiles;
import arbiter.suite.UserFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The Gherkin text of one scenario, cut from its feature file where the Gherkin parser located it:
 * the feature's tags and keyword line, its Background (and its Rule's, with the Rule line), then the
 * scenario's tags, title, description and steps, so the excerpt runs on its own. An outline's row
 * comes with its Examples keyword, the table header and that row only.
 */
public final class GherkinSource {

    private final Map<String, Optional<FeatureExcerpts>> files = new HashMap<>();

    /**
     * The scenario whose keyword is on {@code line} (1-based) of {@code file}, or the outline whose
     * Examples row is on it. Empty when the file cannot be read (see {@link FeatureFiles#read}), is not
     * valid Gherkin, or has no scenario or row on that line.
     */
    public String of(String file, int line) {
        return files.computeIfAbsent(file, GherkinSource::parse).map(f -> f.at(line)).orElse("");
    }

    private static Optional<FeatureExcerpts> parse(String file) {
        try {
            Path path = Path.of(file);
            if (Files.exists(path)) {
                return FeatureExcerpts.parse(file, FeatureFiles.read(path));
            }
            try (InputStream in = GherkinSource.class.getClassLoader().getResourceAsStream(file)) {
                return in == null ? Optional.empty() : FeatureExcerpts.parse(file, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (IOException | UserFile.Refused | InvalidPathException e) {
            return Optional.empty();
        }
    }
}
