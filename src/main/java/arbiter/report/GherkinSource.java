package arbiter.report;

import arbiter.suite.FeatureFiles;
import arbiter.suite.UserFile;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Gherkin text of one scenario, cut from its feature file: its tags, its title, its steps, up to
 * the next scenario. With the Background's steps, when the feature has one, so it runs on its own.
 */
public final class GherkinSource {

    private final Map<String, List<String>> files = new HashMap<>();

    /** The scenario starting at {@code line} (1-based) of {@code file}; empty if the file cannot be read (see {@link FeatureFiles#read}). */
    public String of(String file, int line) {
        List<String> lines = files.computeIfAbsent(file, GherkinSource::read);
        if (lines.isEmpty() || line < 1 || line > lines.size()) {
            return "";
        }
        int start = line - 1;
        if (lines.get(start).trim().startsWith("|")) {
            while (start > 0 && !isScenario(lines.get(start))) {
                start--;
            }
        }
        while (start > 0 && lines.get(start - 1).trim().startsWith("@")) {
            start--;
        }
        int end = line;
        while (end < lines.size() && !isScenario(lines.get(end)) && !lines.get(end).trim().startsWith("@")) {
            end++;
        }
        StringBuilder s = new StringBuilder();
        header(lines, s);
        for (int i = start; i < end; i++) {
            s.append(lines.get(i)).append('\n');
        }
        return s.toString().stripTrailing() + "\n";
    }

    /** The feature line with its tags and the Background, if any, so the excerpt is a runnable feature. */
    private static void header(List<String> lines, StringBuilder s) {
        int i = 0;
        while (i < lines.size() && !lines.get(i).trim().startsWith("Feature:")) {
            if (lines.get(i).trim().startsWith("@")) {
                s.append(lines.get(i)).append('\n');
            }
            i++;
        }
        if (i < lines.size()) {
            s.append(lines.get(i)).append("\n\n");
        }
        for (int b = i; b < lines.size() && !isScenario(lines.get(b)) && !lines.get(b).trim().startsWith("@"); b++) {
            if (lines.get(b).trim().startsWith("Background:")) {
                for (int k = b; k < lines.size() && !isScenario(lines.get(k)) && !lines.get(k).trim().startsWith("@"); k++) {
                    s.append(lines.get(k)).append('\n');
                }
                break;
            }
        }
    }

    private static boolean isScenario(String line) {
        String t = line.trim();
        return t.startsWith("Scenario") || t.startsWith("Example:") || t.startsWith("Rule:");
    }

    private static List<String> read(String file) {
        try {
            Path path = Path.of(file);
            if (Files.exists(path)) {
                return FeatureFiles.read(path).lines().toList();
            }
            try (InputStream in = GherkinSource.class.getClassLoader().getResourceAsStream(file)) {
                return in == null ? List.of() : new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            }
        } catch (IOException | UserFile.Refused e) {
            return List.of();
        }
    }
}
