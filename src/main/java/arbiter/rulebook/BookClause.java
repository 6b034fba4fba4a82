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
 */
public record BookClause(String id, String reminder, String heading, List<String> statement, String file,
        List<Example> examples) {

    public BookClause {
        statement = List.copyOf(statement);
        examples = List.copyOf(examples);
    }
}
