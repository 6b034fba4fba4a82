/**
 * Arbiter's reference resolver: what every game shares. {@link arbiter.reference.ReferenceImplementation}
 * is its face on the adapter interface; {@link arbiter.reference.Ruleset} is the contract each game
 * fulfils and {@link arbiter.reference.Rulesets} the registry of them; the helpers here
 * ({@link arbiter.reference.EventLog}, {@link arbiter.reference.Material},
 * {@link arbiter.reference.Obstacles}) serve every game. Each game lives in a subpackage of its own
 * ({@code arbiter.reference.xymyx}) over this shared part and the board model, never over another
 * game's package, and shows only its registry entry; {@code ArchitectureTest} keeps it so.
 */
package arbiter.reference;
