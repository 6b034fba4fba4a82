/**
 * Orthodox chess in the reference, the rules every other game says apply where it is silent: one
 * move of the player to move a turn. {@code ChessMoves} says why a move is refused, under the
 * article of the Laws it breaks; {@code MoveEvents} reports what a move did; {@code GameEnd} says
 * whether the game ends after it (checkmate, stalemate, a dead position, and the automatic draws),
 * and which claims it leaves open; {@code Occurrences} counts a position over the game's history.
 * The public entry is {@link arbiter.reference.chess.ChessRulesets#all()}.
 */
package arbiter.reference.chess;
