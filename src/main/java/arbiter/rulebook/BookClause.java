package arbiter.rulebook;

import java.util.List;

/**
 * One clause of a rulebook: its statement in the project's own words (the description of the
 * feature file that carries the clause's tag) and its examples (that file's scenarios, in order).
 *
 * @param id        the clause id ({@code xymyx.R2}), also its anchor
 * @param reminder  the short title of the clause catalogue
 * @param heading   the feature's name ("Rule 2. Two pieces arriving on one empty square")
 * @param statement the paragraphs of the feature's description
 * @param file      the feature file, relative to the features folder
 * @param examples  its examples, in file order
 * @param perft     the lines of its joint perft table, from its perft scenarios (which are not examples); empty for most
 */
public record BookClause(String id, String reminder, String heading, List<String> statement, String file,
        List<Example> examples, List<PerftRow> perft) {

    public BookClause {
        statement = List.copyOf(statement);
        examples = List.copyOf(examples);
        perft = List.copyOf(perft);
    }

    /** A clause with examples and no joint perft table. */
    public BookClause(String id, String reminder, String heading, List<String> statement, String file, List<Example> examples) {
        this(id, reminder, heading, statement, file, examples, List.of());
    }
}
