package arbiter.rulebook;

import java.util.List;

/**
 * A numbered example of the rulebook: one scenario of the specification, which ran and passed.
 *
 * @param number      its number, counted through the whole book from 1
 * @param id          the scenario's stable id ({@code xymyx-r2-007})
 * @param title       the scenario's title
 * @param description the paragraphs of its description, without a ruling's Text/Ruling/Alternative
 * @param tags        its own and its feature's tags, with the {@code @}
 * @param play        what it shows
 */
public record Example(int number, String id, String title, List<String> description, List<String> tags, Play play) {

    public Example {
        description = List.copyOf(description);
        tags = List.copyOf(tags);
    }

    /** The element id of the example: {@code example-xymyx-r2-007}. */
    public String anchor() {
        return Anchors.example(id);
    }

    /** True when the example is a ruling ({@code @ruling}). */
    public boolean ruling() {
        return tags.contains("@ruling");
    }

    /** The clause tags (without {@code @}), the feature's first. */
    public List<String> clauseTags() {
        return tags.stream().map(t -> t.substring(1)).filter(t -> t.contains(".") && !t.contains(":")).distinct().toList();
    }
}
