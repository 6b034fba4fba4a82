/**
 * SimulChess in the reference: both players move at once over a fast/slow split of the pieces.
 * {@link arbiter.reference.simulchess.SimulchessRuleset#resolve} reads as the text's turn: the
 * start-of-turn checkmate test ({@code StartOfTurn}), castlings the other move prevents
 * ({@code PreventedCastlings}), then the four ordered steps ({@code BaseAttacks},
 * {@code Interceptions}, {@code Collisions}, {@code Execution}), each tracing its clause, and how
 * the game stands after ({@code TurnEnd}). docs/simulchess-resolution.md tells the same with the
 * rulings. The public entry is {@link arbiter.reference.simulchess.SimulchessRulesets#all()}.
 */
package arbiter.reference.simulchess;
