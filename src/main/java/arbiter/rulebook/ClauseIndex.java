package arbiter.rulebook;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The index by clause id at the end of the book: every clause in the order of its id, linked to its
 * chapter, with every example and contrast that cites it (by tag or in a sentence), in HTML (template rulebook/clauseindex) and Markdown.
 */
final class ClauseIndex {

    /** The element id of the index, the same in HTML and Markdown. */
    static final String ANCHOR = "index-by-clause";
    static final String TITLE = "Index by clause id";

    private ClauseIndex() {
    }

    /**
     * One clause's entry.
     *
     * @param clause    the clause
     * @param examples  the examples that cite it, in book order
     * @param contrasts the contrasts that cite it, in book order
     */
    record Entry(BookClause clause, List<Example> examples, List<Contrast> contrasts) {
    }

    static List<Entry> entries(Book book) {
        Set<String> ids = book.clauseIds();
        List<Entry> out = new ArrayList<>();
        for (BookClause c : book.clauses()) {
            List<Example> examples = book.examples().stream().filter(e -> cited(e, ids).contains(c.id())).toList();
            List<Contrast> contrasts = book.contrasts().stream().filter(k -> k.tags().stream()
                    .anyMatch(t -> c.id().equals(Citations.target(t.substring(1), ids)))).toList();
            out.add(new Entry(c, examples, contrasts));
        }
        out.sort(Comparator.comparing(e -> e.clause().id(), ClauseIndex::byId));
        return out;
    }

    /** The book's clauses an example cites: its tags, its sentences' citations and its statements'. */
    static Set<String> cited(Example e, Set<String> ids) {
        Set<String> out = new LinkedHashSet<>();
        List<String> all = new ArrayList<>(e.clauseTags());
        e.play().turns().forEach(t -> t.sentence().forEach(p -> all.addAll(p.clauses())));
        e.play().checks().forEach(p -> all.addAll(p.clauses()));
        for (String id : all) {
            String target = Citations.target(id, ids);
            if (target != null) {
                out.add(target);
            }
        }
        return out;
    }

    /** Clause ids in reading order, numbers by value: xymyx.R2 before xymyx.R10. */
    static int byId(String a, String b) {
        return padded(a).compareTo(padded(b));
    }

    private static String padded(String id) {
        return java.util.regex.Pattern.compile("\\d+").matcher(id.toLowerCase(java.util.Locale.ROOT))
                .replaceAll(m -> "0".repeat(Math.max(0, 6 - m.group().length())) + m.group());
    }

    static void markdown(StringBuilder s, Book book) {
        RulebookMarkdown.anchor(s, ANCHOR);
        s.append("## ").append(TITLE).append("\n\nEvery clause by its id, with the examples that cite it.\n\n");
        for (Entry e : entries(book)) {
            s.append("- [").append(Md.text(e.clause().id())).append("](#").append(Anchors.clause(e.clause().id())).append(") ")
                    .append(Md.text(e.clause().heading()));
            List<String> refs = new ArrayList<>();
            e.examples().forEach(x -> refs.add("[" + x.number() + "](#" + x.anchor() + ")"));
            e.contrasts().forEach(k -> refs.add("[" + Md.text(k.id()) + "](#" + k.anchor() + ")"));
            s.append(refs.isEmpty() ? "" : (e.examples().isEmpty() ? ": " : ": examples ") + String.join(", ", refs)).append('\n');
        }
        s.append('\n');
    }
}
