package arbiter.rulebook;

import java.util.List;
import java.util.Set;

/**
 * Statements with their clause citations, in Markdown (in XHTML: the templates rulebook/phrases and rulebook/cite): a cited id links to the clause of
 * the book it belongs to (itself, or the clause it refines: {@code xymyx.R2.equal} to
 * {@code xymyx.R2}); ids of another ruleset are printed without a link.
 */
final class Citations {

    private Citations() {
    }

    /** The clause of the book a cited id belongs to, or null when it is not in the book. */
    static String target(String id, Set<String> clauses) {
        for (String candidate = id; ; candidate = candidate.substring(0, candidate.lastIndexOf('.'))) {
            if (clauses.contains(candidate)) {
                return candidate;
            }
            if (candidate.indexOf('.') == candidate.lastIndexOf('.')) {
                return null;
            }
        }
    }

    /** The statements as Markdown: escaped text, citations as links to the clauses. */
    static String markdown(List<Phrase> phrases, Set<String> clauses) {
        StringBuilder s = new StringBuilder();
        for (Phrase p : phrases) {
            s.append(s.length() == 0 ? "" : " ").append(Md.text(p.capitalised()));
            if (!p.clauses().isEmpty()) {
                s.append(" (").append(String.join(", ", p.clauses().stream().map(c -> markdownClause(c, clauses)).toList()))
                        .append(')');
            }
            s.append('.');
        }
        return s.toString();
    }

    static String markdownClause(String id, Set<String> clauses) {
        String target = target(id, clauses);
        return target == null ? Md.text(id) : "[" + Md.text(id) + "](#" + target + ")";
    }
}
