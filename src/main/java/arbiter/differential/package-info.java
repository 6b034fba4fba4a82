/**
 * Differential fuzzing: random positions and random turns of legal moves, each sent to two
 * implementations (one of them usually the reference) and their answers compared as the
 * specification compares them; every disagreement is shrunk to a small case while it stays.
 * {@code arbiter fuzz} writes each distinct one as a Gherkin scenario for review.
 *
 * <p>Everything here reaches the rules only through {@link arbiter.api.Implementation}: the
 * reference generates positions and legal moves and plays random games, like any other adapter.
 */
package arbiter.differential;
