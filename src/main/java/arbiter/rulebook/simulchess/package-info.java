/** SimulChess's part of the rulebook: castlings called off, King collisions, unranked collisions, the marks of stopped moves. */
package arbiter.rulebook.simulchess;
