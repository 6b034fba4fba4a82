package arbiter.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The committed list of surviving mutants shown to be equivalent: a tab-separated line per mutant
 * (class, line, mutator, PIT's description, then the reason in one line); {@code #} starts a
 * comment.
 */
public record EquivalentMutants(Map<String, String> reasonByKey) {

    /** The list in a file; an empty list when the file does not exist. */
    public static EquivalentMutants read(Path file) throws IOException {
        Map<String, String> reasons = new LinkedHashMap<>();
        if (!Files.exists(file)) {
            return new EquivalentMutants(reasons);
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (cells.length != 5 || cells[4].isBlank()) {
                throw new IOException(file + ":" + (i + 1) + ": expected class, line, mutator, description and reason,"
                        + " separated by tabs");
            }
            reasons.put(String.join("\t", cells[0], cells[1], cells[2], cells[3]), cells[4]);
        }
        return new EquivalentMutants(reasons);
    }

    /** Whether a mutant is on the list. */
    public boolean lists(Mutant mutant) {
        return reasonByKey.containsKey(mutant.key());
    }
}
