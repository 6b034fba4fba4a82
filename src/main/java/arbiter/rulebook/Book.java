package arbiter.rulebook;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The rulebook of one ruleset, built from its specification: every example is a scenario that ran
 * against the reference and passed.
 *
 * @param ruleset    the ruleset id ({@code xymyx})
 * @param edition    the edition's name ("XYMYX, current edition")
 * @param version    the suite's version
 * @param commit     the commit of the specification, or "unknown"
 * @param clauses    the ruleset's clauses in catalogue order
 * @param rulings    every ruling of the ruleset, in book order
 * @param contrasts  the edition differences that involve this ruleset
 * @param sampleGame the example holding the ruleset's sample game, or null when it has none
 * @param sourceNotes the defects of the ruleset's rule text that the book reports
 */
public record Book(String ruleset, String edition, String version, String commit, List<BookClause> clauses,
        List<Ruling> rulings, List<Contrast> contrasts, Example sampleGame, List<SourceNote> sourceNotes) {

    public Book {
        clauses = List.copyOf(clauses);
        rulings = List.copyOf(rulings);
        contrasts = List.copyOf(contrasts);
        sourceNotes = List.copyOf(sourceNotes);
    }

    /** Every example, in order of their numbers. */
    public List<Example> examples() {
        return clauses.stream().flatMap(c -> c.examples().stream()).toList();
    }

    public int exampleCount() {
        return clauses.stream().mapToInt(c -> c.examples().size()).sum();
    }

    /** The clause ids of this book (those a citation may link to). */
    public Set<String> clauseIds() {
        return clauses.stream().map(BookClause::id).collect(Collectors.toUnmodifiableSet());
    }

    /** The clause whose examples include the example with this scenario id, or null. */
    public BookClause clauseOf(String exampleId) {
        return clauses.stream().filter(c -> c.examples().stream().anyMatch(e -> e.id().equals(exampleId))).findFirst().orElse(null);
    }

    /** The example with this scenario id, or null. */
    public Example example(String id) {
        return examples().stream().filter(e -> e.id().equals(id)).findFirst().orElse(null);
    }
}
