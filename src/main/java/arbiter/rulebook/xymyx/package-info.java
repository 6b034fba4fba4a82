/** XYMYX's part of the rulebook, for both editions: collisions by rank and registration order, checks that freeze. */
package arbiter.rulebook.xymyx;
