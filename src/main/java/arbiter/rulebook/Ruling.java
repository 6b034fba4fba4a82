package arbiter.rulebook;

/**
 * A ruling: an example that settles a gap of the rule text, with its three paragraphs.
 *
 * @param example     the example that shows it
 * @param text        what the rule text says or leaves open ("Text: ...", without the label)
 * @param ruling      what Arbiter decides
 * @param alternative the other readings
 */
public record Ruling(Example example, String text, String ruling, String alternative) {

    /** The element id: {@code ruling-<scenario id>}. */
    public String anchor() {
        return Anchors.ruling(example.id());
    }
}
