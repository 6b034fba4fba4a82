package arbiter.rulebook.spec;

import java.util.List;

/**
 * A step of a scenario as Gherkin compiled it (outline placeholders filled in).
 *
 * @param text      the sentence, without its keyword
 * @param docString its doc string, or null
 * @param table     its data table, row by row, or an empty list
 */
public record SpecStep(String text, String docString, List<List<String>> table) {

    public SpecStep {
        table = table == null ? List.of() : table.stream().map(List::copyOf).toList();
    }
}
