/** Zeitgeist's part of the rulebook: turns settled in rounds, pieces that bounce back, crowded squares, checks counted. */
package arbiter.rulebook.zeitgeist;
