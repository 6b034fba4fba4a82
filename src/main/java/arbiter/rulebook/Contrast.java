package arbiter.rulebook;

import java.util.List;

/**
 * A difference between the editions: one contrast outline, the same position and moves played under
 * each edition, one row each.
 *
 * @param id          the outline's stable id
 * @param title       its title
 * @param description the paragraphs of its description
 * @param tags        its tags
 * @param rows        one per edition, in the outline's order
 */
public record Contrast(String id, String title, List<String> description, List<String> tags, List<Row> rows) {

    public Contrast {
        description = List.copyOf(description);
        tags = List.copyOf(tags);
        rows = List.copyOf(rows);
    }

    /** The element id: {@code contrast-<scenario id>}. */
    public String anchor() {
        return Anchors.contrast(id);
    }

    /**
     * One edition's row.
     *
     * @param ruleset the edition's ruleset id
     * @param play    what happens under it
     */
    public record Row(String ruleset, Play play) {
    }

    /** True when every row starts from the same position (then one diagram serves for all). */
    public boolean sharedStart() {
        return rows.stream().map(r -> r.play().start()).distinct().count() <= 1
                && rows.stream().map(r -> r.play().lastTurn() == null ? "" : r.play().lastTurn().caption()).distinct().count() <= 1;
    }
}
