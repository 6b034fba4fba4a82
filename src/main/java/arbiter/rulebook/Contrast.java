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

    /** True when the rows are different games (SimulChess against XYMYX), not editions of one. */
    public boolean acrossGames() {
        return rows.stream().map(r -> Editions.game(r.ruleset())).distinct().count() > 1;
    }

    /** "editions" or "games", for what the rows are. */
    String kinds() {
        return acrossGames() ? "games" : "editions";
    }

    /** The chapter's title: "Edition differences", or "Differences between the games" when a contrast sets games side by side. */
    static String chapter(List<Contrast> contrasts) {
        return contrasts.stream().anyMatch(Contrast::acrossGames) ? "Differences between the games" : "Edition differences";
    }

    /** True when every row starts from the same position (then one diagram serves for all). */
    public boolean sharedStart() {
        return rows.stream().map(r -> r.play().start()).distinct().count() <= 1
                && rows.stream().map(r -> r.play().lastTurn() == null ? "" : r.play().lastTurn().caption()).distinct().count() <= 1;
    }
}
