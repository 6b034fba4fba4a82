/** RevoChess's part of the rulebook: a turn of one player's two moves, the swap castling, the legend of numbered moves. */
package arbiter.rulebook.revochess;
