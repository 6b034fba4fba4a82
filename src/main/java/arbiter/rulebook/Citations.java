package arbiter.rulebook;

import java.util.List;
import java.util.Set;

/**
 * Statements with their clause citations, for both renderers: a cited id links to the clause of
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

    /** The statements as XHTML: escaped text, citations as links to the clauses. */
    static String html(List<Phrase> phrases, Set<String> clauses) {
        StringBuilder s = new StringBuilder();
        for (Phrase p : phrases) {
            s.append(s.length() == 0 ? "" : " ").append(Xml.text(p.capitalised()));
            if (!p.clauses().isEmpty()) {
                s.append(" <span class=\"cite\">");
                int last = p.clauses().size() - 1;
                for (int i = 0; i <= last; i++) {
                    s.append(i == 0 ? "" : " ").append(htmlClause(p.clauses().get(i), clauses, i == 0 ? "(" : "", i == last ? ")" : ","));
                }
                s.append("</span>");
            }
            s.append('.');
        }
        return s.toString();
    }

    /** One clause id as a link to its clause, or as text when the book has no such clause. */
    static String htmlClause(String id, Set<String> clauses) {
        return htmlClause(id, clauses, "", "");
    }

    /**
     * One clause id with the punctuation around it inside the same element, so that a line never
     * breaks between a parenthesis and the id (the PDF renderer would break at the element's edge).
     */
    static String htmlClause(String id, Set<String> clauses, String before, String after) {
        String target = target(id, clauses);
        String text = Xml.text(before + id + after);
        return target == null ? "<span class=\"ci\">" + text + "</span>"
                : "<a class=\"ci\" href=\"#" + Xml.text(Anchors.clause(target)) + "\">" + text + "</a>";
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
