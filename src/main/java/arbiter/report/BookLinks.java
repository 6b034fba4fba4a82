package arbiter.report;

import arbiter.rulebook.Anchors;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The report's links into the rulebooks beside it: a clause or a scenario links to its book only
 * when that book ({@code rulebook-<ruleset>.html}) is in the report's folder, and always to an
 * element the book has: a sub-clause ({@code xymyx.R2.equal}) to the clause it refines, a contrast
 * row to the contrast in the book of the ruleset that owns it ({@code xymyx-contrast-003} in
 * {@code xymyx}'s), any other scenario to its example.
 */
final class BookLinks {

    private static final String CONTRAST = "-contrast-";

    private final Set<String> books;
    private final Map<String, Set<String>> clauses;

    private BookLinks(Set<String> books, Map<String, Set<String>> clauses) {
        this.books = books;
        this.clauses = clauses;
    }

    /** The books in {@code folder}, with the clauses of each ruleset as the report's head lists them. */
    static BookLinks beside(Path folder, JsonNode rulesets) throws IOException {
        Set<String> books = new HashSet<>();
        if (folder != null && Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("rulebook-") && n.endsWith(".html"))
                        .forEach(n -> books.add(n.substring("rulebook-".length(), n.length() - ".html".length())));
            }
        }
        Map<String, Set<String>> clauses = new HashMap<>();
        for (JsonNode r : rulesets) {
            Set<String> ids = clauses.computeIfAbsent(ReportReader.str(r, "id"), k -> new HashSet<>());
            r.path("clauses").forEach(c -> ids.add(ReportReader.str(c, "id")));
        }
        return new BookLinks(books, clauses);
    }

    /** Where a clause id links: its clause in the book of the ruleset before its first dot, or null when that book is not here. */
    String clauseHref(String clause) {
        int dot = clause.indexOf('.');
        return clauseHref(dot > 0 ? clause.substring(0, dot) : clause, clause);
    }

    /** Where a clause id of {@code ruleset} links: its clause in that ruleset's book, or null when the book is not here. */
    String clauseHref(String ruleset, String clause) {
        return books.contains(ruleset) ? href(ruleset, Anchors.clause(inBook(ruleset, clause))) : null;
    }

    /** Where a scenario's example (or contrast) is in the rulebook, or null when its book is not here. */
    String exampleHref(String ruleset, String id) {
        if (ruleset == null || id == null) {
            return null;
        }
        int contrast = id.indexOf(CONTRAST);
        String book = contrast > 0 ? id.substring(0, contrast) : ruleset;
        String anchor = contrast > 0 ? Anchors.contrast(id.contains("/") ? id.substring(0, id.indexOf('/')) : id) : Anchors.example(id);
        return books.contains(book) ? href(book, anchor) : null;
    }

    /** The clause of the book that {@code clause} is or refines (itself when the report does not list the ruleset's clauses). */
    private String inBook(String ruleset, String clause) {
        Set<String> known = clauses.getOrDefault(ruleset, Set.of());
        for (String c = clause; ; c = c.substring(0, c.lastIndexOf('.'))) {
            if (known.contains(c)) {
                return c;
            }
            if (c.lastIndexOf('.') <= 0) {
                return clause;
            }
        }
    }

    private static String href(String ruleset, String anchor) {
        return Html.urlPart(Anchors.bookFile(ruleset, "html")) + "#" + Html.urlPart(anchor);
    }
}
