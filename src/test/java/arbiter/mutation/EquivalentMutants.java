package arbiter.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The committed list of surviving mutants that no input can tell from the original: one tab-separated line per
 * mutant (class, method, line, mutator, PIT's index, PIT's description, then why no input can tell them apart);
 * {@code #} starts a comment. A line names exactly one mutant, so it cannot excuse another after the code moves.
 */
public record EquivalentMutants(Map<String, String> reasonByKey, Map<String, String> descriptionByKey) {

    private static final int CELLS = 7;

    /** The list in a file; an empty list when the file does not exist. */
    public static EquivalentMutants read(Path file) throws IOException {
        Map<String, String> reasons = new LinkedHashMap<>();
        Map<String, String> descriptions = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return new EquivalentMutants(reasons, descriptions);
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (cells.length != CELLS || cells[CELLS - 1].isBlank() || !cells[2].matches("\\d+") || !cells[4].matches("\\d+")) {
                throw new IOException(file + ":" + (i + 1) + ": expected class, method, line, mutator, index, description"
                        + " and reason, separated by tabs (line and index as numbers)");
            }
            String key = String.join("\t", cells[0], cells[1], cells[2], cells[3], cells[4]);
            if (reasons.put(key, cells[6]) != null) {
                throw new IOException(file + ":" + (i + 1) + ": the same mutant is listed twice");
            }
            descriptions.put(key, cells[5]);
        }
        return new EquivalentMutants(reasons, descriptions);
    }

    /** Whether a mutant is on the list. */
    public boolean lists(Mutant mutant) {
        return reasonByKey.containsKey(mutant.key());
    }

    /** The line that would list a mutant, reason left to write. */
    public static String lineFor(Mutant m) {
        return m.key() + "\t" + m.description() + "\t";
    }
}
