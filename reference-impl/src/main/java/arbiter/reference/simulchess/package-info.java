/**
 * SimulChess in the reference: both players move at once over a fast/slow split of the pieces,
 * and a turn is resolved in the text's four ordered steps ({@link arbiter.reference.simulchess.BaseAttacks},
 * {@link arbiter.reference.simulchess.Interceptions}, {@link arbiter.reference.simulchess.Collisions},
 * {@link arbiter.reference.simulchess.Execution}), each tracing its clause. The public entry is
 * {@link arbiter.reference.simulchess.SimulchessRulesets#all()}.
 *
 * <p>A first draft for issue 12: not yet registered in {@link arbiter.reference.Rulesets}, because
 * its scenarios and rulings are not written.
 */
package arbiter.reference.simulchess;
