package arbiter.rulebook;

/**
 * A defect of a rule text itself (a stray heading, a truncated sentence, an example that cannot be
 * played as written), which the rulebook reports rather than passes over silently.
 *
 * @param where the place in the source ("Rule 2"); never blank
 * @param text  what is wrong there and how the specification reads it; never blank
 */
public record SourceNote(String where, String text) {
}
