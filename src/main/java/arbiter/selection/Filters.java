package arbiter.selection;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** The command line's scenario filters (tags, ids, clauses) as one Cucumber tag expression. */
final class Filters {

    private Filters() {
    }

    /** The expression; a clause takes in the sub-clauses among {@code knownTags} ({@code @xymyx.R2.equal} for {@code xymyx.R2}). */
    static String expression(String tags, List<String> ids, List<String> clauses, Collection<String> knownTags) {
        List<String> parts = new ArrayList<>();
        if (tags != null && !tags.isBlank()) {
            parts.add("(" + tags + ")");
        }
        if (!ids.isEmpty()) {
            parts.add("(" + String.join(" or ", ids.stream().map(id -> "@id:" + id).toList()) + ")");
        }
        if (!clauses.isEmpty()) {
            List<String> alternatives = new ArrayList<>();
            for (String clause : clauses) {
                alternatives.add("@" + clause);
                knownTags.stream().filter(t -> t.startsWith("@" + clause + ".")).forEach(alternatives::add);
            }
            parts.add("(" + String.join(" or ", alternatives) + ")");
        }
        return parts.isEmpty() ? null : String.join(" and ", parts);
    }
}
