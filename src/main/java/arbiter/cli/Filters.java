package arbiter.cli;

import arbiter.suite.FeatureFiles;
import arbiter.suite.UserFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The command line's scenario filters (tags, ids, clauses) as one Cucumber tag expression. */
final class Filters {

    private static final Pattern TAG = Pattern.compile("@[A-Za-z0-9_.:-]+");

    private Filters() {
    }

    static String expression(String tags, List<String> ids, List<String> clauses, String root) {
        List<String> parts = new ArrayList<>();
        if (tags != null && !tags.isBlank()) {
            parts.add("(" + tags + ")");
        }
        if (!ids.isEmpty()) {
            parts.add("(" + String.join(" or ", ids.stream().map(id -> "@id:" + id).toList()) + ")");
        }
        if (!clauses.isEmpty()) {
            Set<String> known = root.startsWith("classpath:") ? Set.of() : tagsUnder(Path.of(root));
            List<String> alternatives = new ArrayList<>();
            for (String clause : clauses) {
                alternatives.add("@" + clause);
                known.stream().filter(t -> t.startsWith("@" + clause + ".")).forEach(alternatives::add);
            }
            parts.add("(" + String.join(" or ", alternatives) + ")");
        }
        return parts.isEmpty() ? null : String.join(" and ", parts);
    }

    /** The tags of the feature files under {@code root}; a file that cannot be read is left out (the run reports it). */
    private static Set<String> tagsUnder(Path root) {
        Set<String> tags = new TreeSet<>();
        for (Path file : FeatureFiles.under(root)) {
            try {
                Matcher m = TAG.matcher(FeatureFiles.read(file));
                while (m.find()) {
                    tags.add(m.group());
                }
            } catch (UserFile.Refused e) {
                continue;
            }
        }
        return tags;
    }
}
