/**
 * Games as plug-ins: the {@link arbiter.game.Game} descriptor each ruleset declares in its own
 * package ({@code arbiter.game.<game>}), and the registry {@link arbiter.game.Games} through which
 * the suite, the reports, perft, the fuzzer, the bench and the rulebook ask about a ruleset without
 * naming it.
 */
package arbiter.game;
